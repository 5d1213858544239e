/**
 * Field errors of a form, keyed by field name: from the contracts' zod schemas in the
 * browser and from the API's 400 replies alike (`[{ field, message }]`), one message each.
 */
import { toFieldErrors, type FieldError } from '@lakeside/contracts';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateMessage } from '../../lib/i18n/translate-message';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field ('items.0.quantity' counts for 'items'), translated. */
export function byField(errors: FieldError[], translations: MessageTranslations): FieldErrors {
  const result: FieldErrors = {};
  for (const { field, message } of errors) {
    const name = field.split('.')[0] ?? '';
    result[name] ??= translateMessage(translations, message);
  }
  return result;
}

/** A failed `safeParse` of a contracts schema. */
type SchemaError = Parameters<typeof toFieldErrors>[0];

export function zodFieldErrors(error: SchemaError, translations: MessageTranslations): FieldErrors {
  return byField(toFieldErrors(error), translations);
}

/** Moves focus to the first field with an error, in the form's own order. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  const first = [...form.elements].find(
    (element): element is HTMLInputElement => 'name' in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  first?.focus();
}
