/**
 * A guest form the site's server received because the guest sent it before the form's island
 * had hydrated (a slow phone, scripts blocked). The page checks it with the same contracts
 * schema, forwards it to the API, and renders the island with this outcome: the same notice,
 * the same field errors, and what the guest typed back in the fields after a failure. The
 * reply was read with the route's contract, as the island reads its own.
 */
import type { FieldError } from '@lakeside/contracts';
import type { Refusal } from '../../lib/api/post-json';

export type ServerSubmission<Reply = unknown> =
  | { ok: true; reply: Reply }
  /** The API's refusal (untranslated); code and message are null when it gave none or nothing was sent. */
  | ({ ok: false; fieldErrors: FieldError[]; values: Record<string, string> } & Refusal);
