/**
 * A fake Instagram Graph API on 127.0.0.1: answers GET /me/media like graph.instagram.com,
 * for the configured token only, so the API's real HTTP client runs in tests. It can also
 * fail with a status or answer late, and it records every request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of a Graph `/me/media` page (the fields the gallery asks for). */
export interface GraphMedia {
  id: string;
  media_type: string;
  media_url?: string;
  thumbnail_url?: string;
  caption?: string;
  permalink: string;
  timestamp: string;
}

export interface FakeInstagramOptions {
  /** The only access token accepted; others get Graph's OAuthException (400). */
  token: string;
  /** Media of the account, newest first. */
  media?: GraphMedia[];
  /** Answer every request with this status and a Graph error body instead. */
  failWith?: number;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface FakeInstagram {
  url: string;
  /** Every request received, as full URLs (query included). */
  requests: URL[];
  close(): Promise<void>;
}

export async function startFakeInstagram(options: FakeInstagramOptions): Promise<FakeInstagram> {
  const requests: URL[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const answer = () => respond(url, options, response);
    if (!options.delayMs) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, options.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function respond(url: URL, options: FakeInstagramOptions, response: http.ServerResponse): void {
  if (options.failWith) return send(response, options.failWith, graphError('An unexpected error has occurred.', 2));
  if (url.pathname !== '/me/media') return send(response, 404, graphError('Unknown path components', 2500));
  if (url.searchParams.get('access_token') !== options.token) {
    return send(response, 400, graphError('Invalid OAuth access token - Cannot parse access token', 190));
  }
  const limit = Number(url.searchParams.get('limit') ?? 25);
  const data = (options.media ?? []).slice(0, limit);
  send(response, 200, { data, paging: { cursors: { before: 'b', after: 'a' } } });
}

function graphError(message: string, code: number) {
  return { error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' } };
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** `count` plausible posts, newest first: images, a video with its poster, carousels, one without caption. */
export function sampleMedia(count: number): GraphMedia[] {
  return Array.from({ length: count }, (_, index) => {
    const id = String(17_900_000_000_000_000 + count - index);
    const kind = index % 3 === 1 ? 'VIDEO' : index % 3 === 2 ? 'CAROUSEL_ALBUM' : 'IMAGE';
    const day = String(28 - (index % 28)).padStart(2, '0');
    return {
      id,
      media_type: kind,
      media_url: `https://scontent.cdninstagram.com/v/${id}.${kind === 'VIDEO' ? 'mp4' : 'jpg'}`,
      ...(kind === 'VIDEO' ? { thumbnail_url: `https://scontent.cdninstagram.com/v/${id}-poster.jpg` } : {}),
      ...(index === 3 ? {} : { caption: `Sunrise over Lake Atitlán, day ${index + 1} #sanmarcos` }),
      permalink: `https://www.instagram.com/p/${id}/`,
      timestamp: `2026-04-${day}T14:30:00+0000`,
    };
  });
}
