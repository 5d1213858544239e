/**
 * The server's half of a guest form sent before its island hydrated (forms carry
 * `method="post"` and their page as `action`): read the fields, check them with the form's
 * contracts schema, and send what passes to the API through the site's own proxy, so the API
 * sees the guest's address, origin and cookies as it does for the island's fetch.
 */
import { parseReply, toFieldErrors, type ReplySchema } from '@lakeside/contracts';
import type { ServerSubmission } from '../../components/forms/server-submission';
import { readPostResult } from '../api/post-json';
import { proxyToApi } from '../api-proxy';

/** What a page hands over: its request and the guest's address (Astro's context has both). */
interface PageContext {
  request: Request;
  url: URL;
  clientAddress: string;
}

interface GuestForm<Output, Reply> {
  schema: {
    safeParse(
      input: unknown,
    ): { success: true; data: Output } | { success: false; error: Parameters<typeof toFieldErrors>[0] };
  };
  endpoint: string;
  /** The endpoint's reply contract: the island gets the reply as its own fetch would read it. */
  reply: ReplySchema<Reply>;
  /** Sent beside the checked fields, as the island sends it. */
  extra?: Record<string, unknown>;
  /** Turns the form's strings into the schema's input, as the island does. */
  toInput?: (values: Record<string, string>) => unknown;
}

/** The outcome of a POSTed form, or undefined when the page was simply opened. */
export async function receiveGuestForm<Output, Reply>(
  page: PageContext,
  { schema, endpoint, reply, extra, toInput }: GuestForm<Output, Reply>,
): Promise<ServerSubmission<Reply> | undefined> {
  if (page.request.method !== 'POST') return undefined;
  const values = await formValues(page.request);
  if (!values) return { ok: false, code: null, message: null, fieldErrors: [], values: {} };
  const parsed = schema.safeParse(toInput ? toInput(values) : values);
  if (!parsed.success)
    return { ok: false, code: null, message: null, fieldErrors: toFieldErrors(parsed.error), values };

  const headers = new Headers(page.request.headers);
  headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  headers.delete('content-length');
  const toApi = new Request(new URL(endpoint, page.url), {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...(parsed.data as object), ...extra }),
  });
  const result = await readPostResult(
    await proxyToApi(toApi, { clientAddress: addressOf(page) }),
    () => Promise.resolve((body: unknown, source: string) => parseReply(reply, body, source)),
    `POST ${endpoint}`,
  );
  return result.ok
    ? { ok: true, reply: result.data }
    : {
        ok: false,
        code: result.code,
        message: result.message,
        params: result.params,
        fieldErrors: result.fieldErrors,
        values,
      };
}

/** The form's text fields; null when the body is not a form. */
async function formValues(request: Request): Promise<Record<string, string> | null> {
  try {
    const values: Record<string, string> = {};
    (await request.formData()).forEach((value, name) => {
      if (typeof value === 'string') values[name] = value;
    });
    return values;
  } catch {
    return null;
  }
}

/** Astro's `clientAddress` throws where the adapter cannot tell. */
function addressOf(page: PageContext): string | undefined {
  try {
    return page.clientAddress;
  } catch {
    return undefined;
  }
}
