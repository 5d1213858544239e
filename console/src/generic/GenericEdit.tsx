import type { ComponentType } from 'react';
import { Edit } from 'react-admin';
import { GenericForm } from './GenericForm';
import { RecordTitle } from './RecordTitle';

/**
 * Pessimistic: react-admin can only put the server's field errors (400) on the inputs when
 * it waits for the reply, instead of saving optimistically and undoing later.
 */
export function GenericEdit({ aside }: { aside?: ComponentType }) {
  return (
    <Edit mutationMode="pessimistic" redirect="list" title={<RecordTitle />}>
      <GenericForm mode="edit" aside={aside} />
    </Edit>
  );
}
