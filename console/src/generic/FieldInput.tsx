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
import { choicesOf } from './humanize';
import { ListValueInput } from './ListValueInput';
import { useTranslate } from 'react-admin';
import { useFieldLabel } from '../schema/useFieldLabel';
import { useReadableResources, useResourceSchema } from './useResourceSchema';
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
  const translate = useTranslate();
  const resource = useResourceSchema()?.name ?? '';
  const source = field.name;
  const label = useFieldLabel()(resource, source);

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
        <AutocompleteInput label={label} validate={validate} />
      </ReferenceInput>
    );
  }
  if (field.choices) {
    const choices = choicesOf(field.choices);
    return field.type === 'list' ? (
      <SelectArrayInput source={source} label={label} choices={choices} validate={validate} />
    ) : (
      <SelectInput source={source} label={label} choices={choices} validate={validate} emptyText="—" />
    );
  }
  switch (field.type) {
    case 'longtext':
      return <TextInput source={source} label={label} validate={validate} multiline minRows={3} />;
    case 'integer':
      return <NumberInput source={source} label={label} validate={validate} step={1} />;
    case 'decimal':
      return <NumberInput source={source} label={label} validate={validate} />;
    // Money and stock stay text: a number input would turn "12.50" into 12.5 and invite floats.
    case 'money':
    case 'quantity':
      return (
        <TextInput
          source={source}
          label={label}
          validate={validate}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      );
    case 'boolean':
      return <BooleanInput source={source} label={label} />;
    case 'date':
      return <DateInput source={source} label={label} validate={validate} />;
    case 'datetime':
      return <DateTimeInput source={source} label={label} validate={validate} />;
    case 'list':
      return <ListValueInput source={source} label={label} validate={validate} />;
    default:
      return source === 'password' ? (
        <TextInput
          source={source}
          label={label}
          type="password"
          validate={validate}
          autoComplete="new-password"
          helperText={mode === 'edit' ? translate('generic.keepPassword') : undefined}
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
