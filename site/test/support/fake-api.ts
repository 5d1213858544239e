/**
 * A stand-in for the API on 127.0.0.1: records what reaches it and answers per route. Tests
 * replace a route's answer through `api.routes` ('METHOD /path') while the server runs.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StaffUserReply } from '@lakeside/contracts';
import { formReceipt } from './replies';
import { LAKEFRONT_REVIEWS_FIXTURE, REVIEWS_SUMMARY_FIXTURE, ROOMS_FIXTURE } from './rooms-fixture';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status: number;
  /** JSON, or a Buffer sent as it is (set its content-type in `headers`). */
  body?: unknown;
  headers?: Record<string, string | string[]>;
}

/** A route may answer late (a promise), to stand in for a slow API. */
export type FakeRoute = (request: ReceivedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  url: string;
  received: ReceivedRequest[];
  /** Answers by 'METHOD /path'; anything else is a JSON 404. */
  routes: Record<string, FakeRoute>;
  /** Requests to one route, e.g. `api.calls('POST /api/contact')`. */
  calls(route: string): ReceivedRequest[];
  close(): Promise<void>;
}

/** A browser holding this session cookie is signed in as Ana López. */
export const SIGNED_IN_COOKIE = 'lakeside_sid=signed-in';

/** GET /api/auth/user for that browser (the contracts' staffUserReply). */
const SIGNED_IN_USER: StaffUserReply = {
  id: 1,
  username: 'ana',
  role: 'admin',
  displayName: 'Ana López',
  firstName: 'Ana',
  lastName: 'López',
  language: null,
};

export function defaultRoutes(): Record<string, FakeRoute> {
  return {
    'GET /api/health': () => ({ status: 200, body: { status: 'ok' } }),
    'GET /api/rooms': () => ({ status: 200, body: ROOMS_FIXTURE }),
    'GET /api/reviews/summary': () => ({ status: 200, body: REVIEWS_SUMMARY_FIXTURE }),
    'GET /api/rooms/lakefront_lower/reviews': () => ({ status: 200, body: LAKEFRONT_REVIEWS_FIXTURE }),
    'GET /api/auth/user': (request) =>
      request.headers.cookie?.includes(SIGNED_IN_COOKIE)
        ? { status: 200, body: SIGNED_IN_USER }
        : { status: 401, body: { message: 'Please sign in to continue.' } },
    'POST /api/contact': (request) => ({
      status: 201,
      // Two cookies: a proxy that joins headers would break the second one.
      headers: { 'set-cookie': ['lakeside_sid=new-session; Path=/; HttpOnly; SameSite=Lax', 'seen=1; Path=/'] },
      // `received` is the fake's own: the proxy test reads back what arrived.
      body: { ...formReceipt(7), received: JSON.parse(request.body || 'null') as unknown },
    }),
  };
}

export async function startFakeApi(routes: Record<string, FakeRoute> = {}): Promise<FakeApi> {
  const received: ReceivedRequest[] = [];
  const table: Record<string, FakeRoute> = { ...defaultRoutes(), ...routes };
  const server = http.createServer((req, res) => void answer(req, res));

  async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    received.push(request);
    const path = new URL(request.url, 'http://fake').pathname;
    const route = table[`${request.method} ${path}`];
    const reply = route ? await route(request) : { status: 404, body: { message: 'Not found' } };
    // The site may have given up on a slow answer and closed the connection.
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    // Bytes (a photo) go as they are; anything else is JSON.
    if (Buffer.isBuffer(reply.body)) res.end(reply.body);
    else res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    routes: table,
    calls: (route) => {
      const [method, path] = route.split(' ');
      return received.filter(
        (request) => request.method === method && new URL(request.url, 'http://fake').pathname === path,
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL on which nothing listens: a port that was free a moment ago. */
export async function unusedUrl(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
