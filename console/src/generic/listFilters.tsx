import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  type TranslateFunction,
} from 'react-admin';
import type { FieldSchema, ResourceSchema } from '../schema/resourceSchema';
import { choicesOf } from './humanize';

/** Typed filters beyond the search box; more than a handful only clutter the Add filter menu. */
const MAX_TYPED_FILTERS = 5;

/** What the filters need to name themselves: a column's label, and react-admin's translate. */
interface FilterWords {
  label: (column: string) => string;
  translate: TranslateFunction;
}

function typedFilters(
  field: FieldSchema,
  readable: (resource: string) => boolean,
  { label: labelOf, translate }: FilterWords,
): ReactElement[] {
  const label = labelOf(field.name);
  if (field.reference && readable(field.reference)) {
    return [
      <ReferenceInput key={field.name} source={field.name} reference={field.reference} label={label}>
        <AutocompleteInput label={label} />
      </ReferenceInput>,
    ];
  }
  if (field.choices && field.type !== 'list') {
    return [<SelectInput key={field.name} source={field.name} label={label} choices={choicesOf(field.choices)} />];
  }
  if (field.type === 'boolean') return [<NullableBooleanInput key={field.name} source={field.name} label={label} />];
  if (field.type === 'date') {
    // The API reads `<field>_gte` / `<field>_lte` as an inclusive range.
    return [
      <DateInput
        key={`${field.name}_gte`}
        source={`${field.name}_gte`}
        label={translate('generic.filterFrom', { label })}
      />,
      <DateInput
        key={`${field.name}_lte`}
        source={`${field.name}_lte`}
        label={translate('generic.filterTo', { label })}
      />,
    ];
  }
  return [];
}

/**
 * The list's filters: full-text search (the API's `q` over text columns) always shown, then
 * the first few references, enums, flags and a date range, offered under "Add filter".
 */
export function listFilters(
  schema: ResourceSchema,
  readable: (resource: string) => boolean,
  label: (column: string) => string,
  translate: TranslateFunction,
): ReactElement[] {
  const typed = schema.fields
    .filter((field) => field.name !== schema.primaryKey)
    .flatMap((field) => typedFilters(field, readable, { label, translate }))
    .slice(0, MAX_TYPED_FILTERS);
  return [<SearchInput key="q" source="q" alwaysOn />, ...typed];
}
