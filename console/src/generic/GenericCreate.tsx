import type { ComponentType } from 'react';
import { Create, useResourceDefinition } from 'react-admin';
import { GenericForm } from './GenericForm';

export function GenericCreate({ aside }: { aside?: ComponentType }) {
  const { options, name } = useResourceDefinition<{ label?: string }>();
  return (
    <Create redirect="list" title={`${options?.label ?? name} — new`}>
      <GenericForm mode="create" aside={aside} />
    </Create>
  );
}
