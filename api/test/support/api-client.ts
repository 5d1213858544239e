/**
 * The one HTTP client of the e2e specs. `read` GETs a route and checks the body against the
 * reply contract the site and console parse it with, so a reply that drifts from its contract
 * fails the test with the route and the fields named (ReplyMismatchError), not three asserts
 * later on an undefined. `send` is for everything whose status the test checks itself: its
 * body is the success shape or a refusal (OrRefusal), compared with `refusal(code)`.
 */
import { parseReply } from '@lakeside/contracts';
import type { z } from 'zod';
import type { OrRefusal } from './expected-errors.js';

/** A status and its JSON body, read before the status is checked. */
export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: OrRefusal<T>;
}

export interface ApiClient {
  /** The raw Response, for headers, streams and non-JSON bodies. */
  request(method: string, path: string, body?: unknown): Promise<Response>;
  /** Any method; the body as JSON whatever the status. */
  send<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<ApiReply<T>>;
  /** GET, expecting a 2xx whose body matches `contract`; returns the body as sent. */
  read<Contract extends z.ZodType>(path: string, contract: Contract): Promise<z.output<Contract>>;
}

export interface ApiClientOptions {
  /** A staff session cookie ("lakeside_session=…"). */
  cookie?: string;
  /** Sent as Origin: the API refuses cookie-authenticated writes from other origins. */
  origin?: string;
}

/**
 * A client for `target` (a test app or any base URL, e.g. a second instance). Without
 * options it calls as a guest's browser does through the site: no cookie, no Origin.
 */
export function apiClient(target: { url: string } | string, options: ApiClientOptions = {}): ApiClient {
  const base = typeof target === 'string' ? target : target.url;
  const request = (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.origin ? { origin: options.origin } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  return {
    request,
    async send<T>(method: string, path: string, body?: unknown): Promise<ApiReply<T>> {
      const response = await request(method, path, body);
      return { status: response.status, body: (await response.json()) as OrRefusal<T> };
    },
    async read<Contract extends z.ZodType>(path: string, contract: Contract): Promise<z.output<Contract>> {
      const response = await request('GET', path);
      const body: unknown = await response.json();
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
      parseReply(contract, body, `GET ${path}`);
      // The body as sent, not the parse: a contract drops fields it does not name, and a spec's
      // toEqual must still see them. Reply contracts have no transforms, so the types agree.
      return body as z.output<Contract>;
    },
  };
}
