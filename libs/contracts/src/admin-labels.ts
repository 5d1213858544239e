/**
 * How staff read the back office's columns, values and rows — the same in the console's grids and
 * in the API's CSV exports, so an exported sheet has the headings and names the grid showed.
 */
import { TRANSLATION_SUFFIXES, type TranslatedLanguage } from './translations.js';

/** An enum value or a column as staff read it: 'food_beverage' → 'Food beverage', 'net_30' → 'Net 30'. */
export function humanize(value: string | number): string {
  const text = String(value)
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

const LANGUAGE_NAMES: Record<TranslatedLanguage, string> = { es: 'Spanish' };

/**
 * The label of a translation column, 'nameEs' → 'Name (Spanish)' (see translations.ts);
 * undefined for any other column.
 */
export function translationLabel(column: string): string | undefined {
  for (const [language, suffix] of Object.entries(TRANSLATION_SUFFIXES) as [TranslatedLanguage, string][]) {
    const field = column.slice(0, -suffix.length);
    if (field && column.endsWith(suffix) && /[a-z]$/.test(field))
      return `${humanize(field)} (${LANGUAGE_NAMES[language]})`;
  }
  return undefined;
}

/** How staff read a column's name in lists, filters and exports. */
export const columnLabel = (column: string): string => translationLabel(column) ?? humanize(column);

/** Columns that name a row well enough to stand for it in a reference, most telling first. */
const NAMING_FIELDS = [
  'name',
  'displayName',
  'title',
  'guestName',
  'vendorName',
  'accountName',
  'budgetName',
  'customerName',
  'invoiceNumber',
  'orderNumber',
  'membershipNumber',
  'employeeId',
  'username',
  'email',
  'startTime',
  'description',
] as const;

/** A table of people: named by first and last name. */
function isPerson(fieldNames: readonly string[]): boolean {
  return fieldNames.includes('firstName') && fieldNames.includes('lastName') && !fieldNames.includes('name');
}

/** The column a row of a table with these columns is named by (undefined for people and tables named only by id). */
export function namingFieldOf(fieldNames: readonly string[]): string | undefined {
  if (isPerson(fieldNames)) return undefined;
  return NAMING_FIELDS.find((name) => fieldNames.includes(name));
}

/** The columns a row's name is read from: what a lookup of names needs to load. */
export function namingColumnsOf(fieldNames: readonly string[]): string[] {
  if (isPerson(fieldNames)) return ['firstName', 'lastName'];
  return NAMING_FIELDS.filter((name) => fieldNames.includes(name));
}

/**
 * How a row of a table with these columns is named in references, titles and exports: a person
 * by first and last name, anything else by its first naming column that holds something (a staff
 * account without a display name by its username), else "#id".
 */
export function recordNameOf(fieldNames: readonly string[]): (record: Record<string, unknown>) => string {
  const person = isPerson(fieldNames);
  const naming = namingColumnsOf(fieldNames);
  return (record) => {
    const parts = naming.map((column) => record[column]).filter(isText);
    const text = person ? parts.join(' ') : parts[0];
    return text === undefined || text === '' ? `#${String(record.id)}` : String(text);
  };
}

function isText(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || typeof value === 'number';
}
