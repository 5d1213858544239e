import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  Labeled,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldSchema } from '../schema/resourceSchema';
import { FieldValue } from './FieldValue';
import { translationLabel } from '@lakeside/contracts';
import { choicesOf } from './humanize';
import { ListValueInput } from './ListValueInput';
import { useReadableResources } from './useResourceSchema';
import { validatorsFor } from './validators';

interface FieldInputProps {
  field: FieldSchema;
  /** Shown, not edited: database-filled columns, and the primary key once the row exists. */
  readOnly?: boolean;
  mode: 'create' | 'edit';
}

/** The input for one field, picked from its type, choices and reference. */
export function FieldInput({ field, readOnly = false, mode }: FieldInputProps) {
  const readable = useReadableResources();
  const source = field.name;
  const label = translationLabel(source);

  if (readOnly) {
    return (
      <Labeled source={source} label={label}>
        <FieldValue field={field} variant="full" />
      </Labeled>
    );
  }

  const validate = validatorsFor(field);
  if (field.reference && readable(field.reference)) {
    return (
      <ReferenceInput source={source} reference={field.reference}>
        <AutocompleteInput validate={validate} />
      </ReferenceInput>
    );
  }
  if (field.choices) {
    const choices = choicesOf(field.choices);
    return field.type === 'list' ? (
      <SelectArrayInput source={source} choices={choices} validate={validate} />
    ) : (
      <SelectInput source={source} choices={choices} validate={validate} emptyText="—" />
    );
  }
  switch (field.type) {
    case 'longtext':
      return <TextInput source={source} label={label} validate={validate} multiline minRows={3} />;
    case 'integer':
      return <NumberInput source={source} validate={validate} step={1} />;
    case 'decimal':
      return <NumberInput source={source} validate={validate} />;
    // Money and stock stay text: a number input would turn "12.50" into 12.5 and invite floats.
    case 'money':
    case 'quantity':
      return <TextInput source={source} validate={validate} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
    case 'boolean':
      return <BooleanInput source={source} />;
    case 'date':
      return <DateInput source={source} validate={validate} />;
    case 'datetime':
      return <DateTimeInput source={source} validate={validate} />;
    case 'list':
      return <ListValueInput source={source} label={label} validate={validate} />;
    default:
      return source === 'password' ? (
        <TextInput
          source={source}
          type="password"
          validate={validate}
          autoComplete="new-password"
          helperText={mode === 'edit' ? 'Leave empty to keep the current password' : undefined}
        />
      ) : (
        // A sentence-long text column (a room's short description) gets room to read it whole.
        <TextInput
          source={source}
          label={label}
          validate={validate}
          multiline={(field.maxLength ?? 0) >= 500 && !/url$/i.test(source)}
        />
      );
  }
}
