import { columnLabel, humanize, TRANSLATION_SUFFIXES, type Language } from '@lakeside/contracts';
import { activeLocale } from '../i18n/locale';
import type { MessageTree } from '../i18n/messageTree';
import { CHOICE_LABELS_ES, FIELD_LABELS_ES, RESOURCE_NAMES_ES } from './labels-es';

/**
 * How the generic screens name tables, columns and enum values in the console's language.
 * English is what the API's schema and ADMIN_RESOURCES already say (columnLabel, humanize);
 * Spanish comes from labels-es/, which a unit test holds complete against the admin schema.
 */

/**
 * react-admin's `resources.<name>.name` in Spanish, laid over the console's Spanish phrases: the
 * menu, list titles and react-admin's own sentences read it. A column may be worded for one table
 * under `resources.<name>.fields.<column>`; none needs it yet, so FIELD_LABELS_ES answers.
 */
export const RESOURCE_MESSAGES_ES: MessageTree = {
  resources: Object.fromEntries(Object.entries(RESOURCE_NAMES_ES).map(([resource, name]) => [resource, { name }])),
};

const SPANISH_SUFFIX = TRANSLATION_SUFFIXES.es;

/** A column's Spanish label; a translation column ("nameEs") is its English column's, "(en español)". */
export function spanishFieldLabel(column: string): string | undefined {
  const own = FIELD_LABELS_ES[column];
  if (own) return own;
  if (!column.endsWith(SPANISH_SUFFIX)) return undefined;
  const original = FIELD_LABELS_ES[column.slice(0, -SPANISH_SUFFIX.length)];
  return original ? `${original} (en español)` : undefined;
}

/** A column's label in a language, before any wording a table gives it. */
export function fieldLabelIn(locale: Language, column: string): string {
  return (locale === 'es' ? spanishFieldLabel(column) : undefined) ?? columnLabel(column);
}

/** An enum value as staff read it: 'food_beverage' → 'Food beverage' / 'Alimentos y bebidas'. */
export function choiceLabel(value: string | number, locale: Language = activeLocale()): string {
  return (locale === 'es' ? CHOICE_LABELS_ES[String(value)] : undefined) ?? humanize(value);
}
