import type { ComponentType } from 'react';
import { Create, useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';
import { GenericForm } from './GenericForm';

export function GenericCreate({ aside }: { aside?: ComponentType }) {
  const resource = useResourceContext() ?? '';
  const resourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  return (
    <Create redirect="list" title={translate('generic.createTitle', { name: resourceLabel(resource, 1) })}>
      <GenericForm mode="create" aside={aside} />
    </Create>
  );
}
