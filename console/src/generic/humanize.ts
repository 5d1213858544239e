/** An enum value as staff read it: 'food_beverage' → 'Food beverage', 'net_30' → 'Net 30'. */
export function humanize(value: string | number): string {
  const text = String(value)
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** SelectInput choices from an enum's values. */
export function choicesOf(values: readonly (string | number)[]): { id: string | number; name: string }[] {
  return values.map((value) => ({ id: value, name: humanize(value) }));
}
