import type { ApiErrorBody } from '@lakeside/contracts';
import { fetchUtils, HttpError } from 'react-admin';

/**
 * react-admin puts server-side validation errors on the fields when the rejected
 * HttpError's body has `errors: { field: message }`; the API answers 400 with
 * `errors: [{ field, message }]`. `field` is a dotted path ("items.0.quantity"), which
 * react-hook-form accepts as is; an error about the whole form (field "") becomes
 * `root.serverError`, which react-admin shows as a notification.
 */
export function toFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as Partial<ApiErrorBody> | null | undefined;
  if (!body || !Array.isArray(body.errors)) return error;
  const errors: Record<string, unknown> = {};
  for (const { field, message } of body.errors) {
    if (field === '') errors.root = { serverError: message };
    // The first message per field is the one the API ranks first (required before format).
    else errors[field] ??= message;
  }
  return new HttpError(error.message, error.status, { message: body.message ?? error.message, errors });
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
