import { errorMessage, isErrorCode, messageIn, type ApiErrorBody } from '@lakeside/contracts';
import { fetchUtils, HttpError } from 'react-admin';
import { activeLocale } from '../i18n/locale';

/** The refusal in the console's language: the API names it by code, and the contracts hold every code's Spanish. */
function messageOf(body: Partial<ApiErrorBody>, fallback: string): string {
  return isErrorCode(body.code) ? errorMessage(body.code, body.params, activeLocale()) : (body.message ?? fallback);
}

/**
 * react-admin puts server-side validation errors on the fields when the rejected
 * HttpError's body has `errors: { field: message }`; the API answers 400 with
 * `errors: [{ field, message }]`. `field` is a dotted path ("items.0.quantity"), which
 * react-hook-form accepts as is; an error about the whole form (field "") becomes
 * `root.serverError`, which react-admin shows as a notification. Field messages carry no code:
 * they are the contracts' MESSAGES, shown in the console's language by their English text.
 */
export function toFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as Partial<ApiErrorBody> | null | undefined;
  if (!body) return error;
  if (!Array.isArray(body.errors)) return new HttpError(messageOf(body, error.message), error.status, body);
  const errors: Record<string, unknown> = {};
  for (const { field, message } of body.errors) {
    const said = messageIn(activeLocale(), message);
    if (field === '') errors.root = { serverError: said };
    // The first message per field is the one the API ranks first (required before format).
    else errors[field] ??= said;
  }
  const message = messageOf(body, error.message);
  return new HttpError(message, error.status, { ...body, message, errors });
}

/**
 * Every console call: JSON, with the API's session cookie (the console runs on another
 * origin, so credentials must be asked for), failures as react-admin HttpErrors.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    throw toFormErrors(error);
  }
}
