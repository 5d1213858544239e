/**
 * The browser side of the forms: POSTs JSON to our own origin (the site forwards /api/* to
 * the API) and turns any reply into a result the form can show. A success is read with the
 * route's reply contract (loaded on demand, see browser-fetch.ts); non-OK replies carry the
 * API's error body `{ code, message, params?, errors? }` (docs/requirements/api-shape.md#errors).
 */
import type { ErrorParams, FieldError } from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

/** What the API said when it refused: the form shows it by `code` (see translateRefusal). */
export interface Refusal {
  /** The contracts error code; null when the reply had none (network failure, HTML error page). */
  code: string | null;
  /** The API's English text, shown when the page has no translation for the code. */
  message: string | null;
  params?: ErrorParams | undefined;
}

export type PostResult<T> =
  { ok: true; status: number; data: T } | ({ ok: false; status: number; fieldErrors: FieldError[] } & Refusal);

export async function postJson<T>(
  path: string,
  body: unknown,
  loadReader: () => Promise<ReplyReader<T>>,
): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: null, message: null, fieldErrors: [] };
  }
  return readPostResult(response, loadReader, `POST ${path}`);
}

/**
 * Any reply of the API to a POST, as a result a form can show (also used by the site's
 * server). A success whose body breaks the contract is logged and shown as the refusal
 * common.replyUnreadable: the page never shows what it cannot read, and it tells the guest the
 * request went through, so a booking is not made twice by sending again.
 */
export async function readPostResult<T>(
  response: Response,
  loadReader: () => Promise<ReplyReader<T>>,
  source: string,
): Promise<PostResult<T>> {
  const reply = await readJson(response);
  if (!response.ok) {
    return { ok: false, status: response.status, ...refusalOf(reply), fieldErrors: fieldErrorsOf(reply) };
  }
  try {
    return { ok: true, status: response.status, data: (await loadReader())(reply, source) };
  } catch (error) {
    // Named, not imported: importing the error class would bring zod into a form's first download.
    console.error(error instanceof Error && error.name === 'ReplyMismatchError' ? error.message : error);
    return {
      ok: false,
      status: response.status,
      // No message: its text comes with the page's translations (kept out of the island's JS).
      code: 'common.replyUnreadable',
      message: null,
      fieldErrors: [],
    };
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The refusal in an error body; any part that is missing or malformed reads as absent. */
export function refusalOf(reply: unknown): Refusal {
  const { code, message, params } = (reply ?? {}) as { code?: unknown; message?: unknown; params?: unknown };
  return {
    code: typeof code === 'string' && code ? code : null,
    message: typeof message === 'string' && message.trim() ? message : null,
    params: isParams(params) ? params : undefined,
  };
}

function isParams(value: unknown): value is ErrorParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number')
  );
}

/** The field errors of an error body; malformed entries are left out. */
export function fieldErrorsOf(reply: unknown): FieldError[] {
  const errors = (reply as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error: Partial<FieldError> | null): error is FieldError =>
      typeof error?.field === 'string' && typeof error.message === 'string',
  );
}
