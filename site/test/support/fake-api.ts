/** A stand-in for the API on 127.0.0.1: records what reaches it and answers per path. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeApi {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => void answer(req, res));

  async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });

    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (path === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok' }));
    } else if (path === '/api/contact') {
      res.writeHead(201, {
        'content-type': 'application/json',
        // Two cookies: a proxy that joins headers would break the second one.
        'set-cookie': ['lakeside_sid=new-session; Path=/; HttpOnly; SameSite=Lax', 'seen=1; Path=/'],
      });
      res.end(JSON.stringify({ id: 7, received: JSON.parse(body || 'null') }));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not found' }));
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
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
