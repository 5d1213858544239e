import { Create, useResourceDefinition } from 'react-admin';
import { GenericForm } from './GenericForm';

export function GenericCreate() {
  const { options, name } = useResourceDefinition<{ label?: string }>();
  return (
    <Create redirect="list" title={`${options?.label ?? name} — new`}>
      <GenericForm mode="create" />
    </Create>
  );
}
