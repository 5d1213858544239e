import { Loading, SimpleForm } from 'react-admin';
import { FieldInput } from './FieldInput';
import { useResourceSchema } from './useResourceSchema';

/**
 * The create and edit form of any table: one input per column. Database-filled columns are
 * left out of a new row and shown read-only on an existing one, as is its primary key.
 */
export function GenericForm({ mode }: { mode: 'create' | 'edit' }) {
  const schema = useResourceSchema();
  if (!schema) return <Loading />;
  const fields = schema.fields.filter((field) => mode === 'edit' || !field.readOnly);
  return (
    <SimpleForm sx={{ maxWidth: 720 }}>
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          mode={mode}
          readOnly={field.readOnly || (mode === 'edit' && field.name === schema.primaryKey)}
        />
      ))}
    </SimpleForm>
  );
}
