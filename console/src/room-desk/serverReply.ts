import { HttpError } from 'react-admin';

/** The server's own message when it gave one, not the HTTP client's generic wording. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message && !/^(HTTP Error|Failed to fetch)/.test(error.message)
    ? error.message
    : undefined;
}

/** The field errors of a 400 (httpClient has turned them into `{ field: message }`). */
export function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  return error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | null)?.errors : undefined;
}
