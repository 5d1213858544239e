/**
 * Forwards the browser's `/api/*` and `/paypal/*` calls to the API, so the guest pages call
 * their own origin (cookies stay first-party, no CORS) while the API runs on its own.
 *
 * Uses node:http rather than fetch: fetch transparently decompresses bodies and merges
 * headers, and a proxy must hand back the API's bytes, status and every `set-cookie` as sent.
 */
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { errorBody } from '@lakeside/contracts';
import { siteConfig } from './site-config';

/** Path prefixes that belong to the API, not to the site. */
const PROXIED_PREFIXES = ['/api/', '/paypal/'] as const;

/** Headers that describe one connection (RFC 9110 §7.6.1) and must not cross the proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Statuses whose responses never have a body (a Response with one would throw). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export interface ProxyOptions {
  /** Base URL of the API; a path in it is kept as a prefix. */
  apiUrl?: string;
  /** The browser's address, appended to `X-Forwarded-For` for the API's rate limits. */
  clientAddress?: string | undefined;
}

export function proxyToApi(request: Request, options: ProxyOptions = {}): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(
    `${(options.apiUrl ?? siteConfig().apiUrl).replace(/\/+$/, '')}${incoming.pathname}${incoming.search}`,
  );
  const headers = forwardedRequestHeaders(request, incoming, options.clientAddress);
  const client = target.protocol === 'https:' ? https : http;

  return new Promise<Response>((resolve) => {
    const upstream = client.request(target, { method: request.method, headers }, (reply) => {
      const body =
        request.method === 'HEAD' || NULL_BODY_STATUSES.has(reply.statusCode ?? 0)
          ? null
          : (Readable.toWeb(reply) as unknown as ReadableStream<Uint8Array>);
      if (!body) reply.resume();
      resolve(
        new Response(body, {
          status: reply.statusCode ?? 502,
          statusText: reply.statusMessage ?? '',
          headers: responseHeaders(reply.rawHeaders),
        }),
      );
    });

    // Before the reply starts this means the API is down or unreachable; after it, the
    // body stream errors and the browser sees a cut-off response, as it would direct.
    upstream.once('error', () => resolve(unavailable()));
    request.signal.addEventListener('abort', () => upstream.destroy(), { once: true });

    if (request.body) {
      const body = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
      body.once('error', (error) => upstream.destroy(error));
      body.pipe(upstream);
    } else {
      upstream.end();
    }
  });
}

function forwardedRequestHeaders(
  request: Request,
  incoming: URL,
  clientAddress: string | undefined,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  request.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'host') headers[name] = value;
  });
  const priorFor = request.headers.get('x-forwarded-for');
  if (clientAddress) {
    headers['x-forwarded-for'] = priorFor ? `${priorFor}, ${clientAddress}` : clientAddress;
  }
  headers['x-forwarded-host'] ??= incoming.host;
  headers['x-forwarded-proto'] ??= incoming.protocol.replace(':', '');
  return headers;
}

/** Copies the API's headers pair by pair, so repeated ones (set-cookie) stay separate. */
function responseHeaders(rawHeaders: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, rawHeaders[i + 1]!);
  }
  return headers;
}

function unavailable(): Response {
  return Response.json(errorBody('common.apiUnavailable'), { status: 502 });
}
