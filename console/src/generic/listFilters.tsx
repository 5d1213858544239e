import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import type { FieldSchema, ResourceSchema } from '../schema/resourceSchema';
import { humanize } from '@lakeside/contracts';
import { choicesOf } from './humanize';

/** Typed filters beyond the search box; more than a handful only clutter the Add filter menu. */
const MAX_TYPED_FILTERS = 5;

function typedFilters(field: FieldSchema, readable: (resource: string) => boolean): ReactElement[] {
  const label = humanize(field.name);
  if (field.reference && readable(field.reference)) {
    return [
      <ReferenceInput key={field.name} source={field.name} reference={field.reference}>
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
      <DateInput key={`${field.name}_gte`} source={`${field.name}_gte`} label={`${label} from`} />,
      <DateInput key={`${field.name}_lte`} source={`${field.name}_lte`} label={`${label} to`} />,
    ];
  }
  return [];
}

/**
 * The list's filters: full-text search (the API's `q` over text columns) always shown, then
 * the first few references, enums, flags and a date range, offered under "Add filter".
 */
export function listFilters(schema: ResourceSchema, readable: (resource: string) => boolean): ReactElement[] {
  const typed = schema.fields
    .filter((field) => field.name !== schema.primaryKey)
    .flatMap((field) => typedFilters(field, readable))
    .slice(0, MAX_TYPED_FILTERS);
  return [<SearchInput key="q" source="q" alwaysOn />, ...typed];
}
