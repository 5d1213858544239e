import { TRANSLATION_SUFFIXES, type TranslatedLanguage } from '@lakeside/contracts';

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

const LANGUAGE_NAMES: Record<TranslatedLanguage, string> = { es: 'Spanish' };

/**
 * The label of a translation column, 'nameEs' → 'Name (Spanish)' (see @lakeside/contracts
 * translations.ts); undefined for any other column, which keeps react-admin's own label.
 */
export function translationLabel(column: string): string | undefined {
  for (const [language, suffix] of Object.entries(TRANSLATION_SUFFIXES) as [TranslatedLanguage, string][]) {
    const field = column.slice(0, -suffix.length);
    if (field && column.endsWith(suffix) && /[a-z]$/.test(field))
      return `${humanize(field)} (${LANGUAGE_NAMES[language]})`;
  }
  return undefined;
}

/** How staff read a column's name in lists and filters. */
export const columnLabel = (column: string): string => translationLabel(column) ?? humanize(column);
