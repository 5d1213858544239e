/**
 * The browser side of the forms: POSTs JSON to our own origin (the site forwards /api/* to
 * the API) and turns any reply into a result the form can show. Non-OK replies carry the
 * API's `{ message, errors?: [{ field, message }] }` (docs/requirements/api-shape.md#errors).
 */
import type { FieldError } from '@lakeside/contracts';

export type PostResult<T> =
  | { ok: true; status: number; data: T }
  /** `message` is null when the reply had none (network failure, HTML error page). */
  | { ok: false; status: number; message: string | null; fieldErrors: FieldError[] };

export async function postJson<T>(path: string, body: unknown): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: null, fieldErrors: [] };
  }
  return readPostResult<T>(response);
}

/** Any reply of the API to a POST, as a result a form can show (also used by the site's server). */
export async function readPostResult<T>(response: Response): Promise<PostResult<T>> {
  const reply = await readJson(response);
  if (response.ok) return { ok: true, status: response.status, data: reply as T };
  return { ok: false, status: response.status, message: messageOf(reply), fieldErrors: fieldErrorsOf(reply) };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function messageOf(reply: unknown): string | null {
  const message = (reply as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

function fieldErrorsOf(reply: unknown): FieldError[] {
  const errors = (reply as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error: Partial<FieldError> | null): error is FieldError =>
      typeof error?.field === 'string' && typeof error.message === 'string',
  );
}
