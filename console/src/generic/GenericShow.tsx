import type { ReactElement } from 'react';
import { Labeled, Loading, Show, SimpleShowLayout } from 'react-admin';
import { columnFields } from './columns';
import { FieldValue } from './FieldValue';
import { RecordTitle } from './RecordTitle';
import { useResourceSchema } from './useResourceSchema';
import { useFieldLabel } from '../schema/useFieldLabel';

/**
 * Every field of one row, long texts and lists in full. Edit appears only for writers; a
 * resource folder may add its own actions (e.g. retrying a refund).
 */
export function GenericShow({ actions }: { actions?: ReactElement }) {
  const schema = useResourceSchema();
  const label = useFieldLabel();
  if (!schema) return <Loading />;
  return (
    <Show title={<RecordTitle />} {...(actions ? { actions } : {})}>
      <SimpleShowLayout>
        {columnFields(schema).map((field) => (
          <Labeled key={field.name} source={field.name} label={label(schema.name, field.name)}>
            <FieldValue field={field} variant="full" />
          </Labeled>
        ))}
      </SimpleShowLayout>
    </Show>
  );
}
