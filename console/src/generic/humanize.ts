import { humanize } from '@lakeside/contracts';

/** SelectInput choices from an enum's values, labelled as staff read them. */
export function choicesOf(values: readonly (string | number)[]): { id: string | number; name: string }[] {
  return values.map((value) => ({ id: value, name: humanize(value) }));
}
