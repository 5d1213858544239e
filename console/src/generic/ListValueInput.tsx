import { TextArrayInput, TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';

interface ListValueInputProps {
  source: string;
  label?: string;
  validate: Validator[];
}

/** Lists of structured items (extras with a price) are edited as JSON; parse errors stay as text. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const formatJson = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? [], null, 2));

/**
 * A list column without fixed choices: plain words (amenities, tags) as chips typed one by
 * one; lists holding objects (a weekly event's extras) as a JSON text area.
 */
export function ListValueInput({ source, label, validate }: ListValueInputProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  const structured = Array.isArray(value) ? value.some((item) => typeof item === 'object') : value != null;
  if (structured) {
    return (
      <TextInput
        source={source}
        label={label}
        multiline
        minRows={3}
        format={formatJson}
        parse={parseJson}
        validate={validate}
        helperText={translate('generic.json')}
      />
    );
  }
  return <TextArrayInput source={source} label={label} helperText={translate('generic.oneItemAtATime')} />;
}
