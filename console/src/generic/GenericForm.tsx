import { Box, Stack } from '@mui/material';
import type { ComponentType } from 'react';
import { Loading, SimpleForm } from 'react-admin';
import { FieldInput } from './FieldInput';
import { useResourceSchema } from './useResourceSchema';

interface GenericFormProps {
  mode: 'create' | 'edit';
  /** Beside the inputs on wide screens, below them on phones (ResourceScreens.formAside). */
  aside?: ComponentType;
}

/**
 * The create and edit form of any table: one input per column. Database-filled columns are
 * left out of a new row and shown read-only on an existing one, as is its primary key.
 */
export function GenericForm({ mode, aside: Aside }: GenericFormProps) {
  const schema = useResourceSchema();
  if (!schema) return <Loading />;
  const fields = schema.fields
    .filter((field) => mode === 'edit' || !field.readOnly)
    .map((field) => (
      <FieldInput
        key={field.name}
        field={field}
        mode={mode}
        readOnly={field.readOnly || (mode === 'edit' && field.name === schema.primaryKey)}
      />
    ));
  if (!Aside) return <SimpleForm sx={{ maxWidth: 720 }}>{fields}</SimpleForm>;
  return (
    <SimpleForm>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          width: '100%',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 720px) minmax(280px, 400px)' },
          alignItems: 'start',
        }}
      >
        {/* The inputs keep SimpleForm's own column layout. */}
        <Stack sx={{ alignItems: 'flex-start', minWidth: 0 }}>{fields}</Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
          <Aside />
        </Box>
      </Box>
    </SimpleForm>
  );
}
