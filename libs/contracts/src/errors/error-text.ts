/**
 * How an error code reads to a person. Every code has its text in each language the apps
 * speak, so the site and the console translate a refusal by its code — never by matching the
 * English sentence, which the API may reword without breaking a Spanish page.
 */
import type { Language } from '../enums/community.js';

/** A code's text per language; `{name}` marks a value the error carries in `params`. */
export type ErrorText = Readonly<Record<Language, string>>;

/** Values a text's `{name}` placeholders take, e.g. `{ left: 2 }`. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** `text` with each `{name}` replaced by `params.name`; unknown placeholders stay as written. */
export function fillErrorText(text: string, params: ErrorParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
