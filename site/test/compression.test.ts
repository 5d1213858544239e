/**
 * The built server compresses what it serves — SSR pages and static assets — by the browser's
 * Accept-Encoding, and leaves the API's replies proxied under /api/ as the API sent them, so
 * an event stream reaches the browser event by event. Raw node:http requests, because fetch
 * would decompress and hide what went over the wire.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite, type SiteServer } from './support/site-server';

const assetsDir = fileURLToPath(new URL('../dist/client/_astro/', import.meta.url));
/** A JSON reply well above the compressor's 1 KB threshold. */
const LARGE_JSON = JSON.stringify({ rooms: Array.from({ length: 80 }, (_, id) => ({ id, name: `Cabin ${id}` })) });

let api: http.Server & { closeEvents(): void };
let site: SiteServer;

beforeAll(async () => {
  api = await startStreamingApi();
  site = await startBuiltSite({ API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
});

afterAll(async () => {
  api?.closeEvents();
  await site?.stop();
  await new Promise((resolve) => api?.close(resolve));
});

describe('compressed responses', () => {
  it('sends a page brotli-compressed when the browser accepts br, gzip when only gzip', async () => {
    const brotli = await get('/privacy', 'gzip, deflate, br');
    const gzip = await get('/privacy', 'gzip');

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toMatch(/^<!DOCTYPE html>/i);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toMatch(/^<!DOCTYPE html>/i);
  });

  it('sends the page as it is to a client that asks for no encoding', async () => {
    const plain = await get('/privacy', undefined);
    const compressed = await get('/privacy', 'br');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<!DOCTYPE html>/i);
    // Not a token saving: the page is several times smaller on the wire.
    expect(compressed.body.length * 3).toBeLessThan(plain.body.length);
  });

  it('compresses a JS asset and keeps its year-long immutable cache', async () => {
    const file = largestScript();
    const onDisk = readFileSync(`${assetsDir}${file}`);

    const gzip = await get(`/_astro/${file}`, 'gzip');
    const plain = await get(`/_astro/${file}`, undefined);

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.body).equals(onDisk)).toBe(true);
    expect(gzip.body.length).toBeLessThan(onDisk.length);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(onDisk.length));
    expect(plain.body.equals(onDisk)).toBe(true);
  });
});

describe('proxied API replies', () => {
  it('leaves a large /api JSON reply as the API sent it', async () => {
    const reply = await get('/api/rooms', 'gzip, br');

    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe(LARGE_JSON);
  });

  it('passes each event of a text/event-stream on at once, not when the stream ends', async () => {
    const stream = await openStream('/api/restaurant/events', 'gzip, br');
    try {
      expect(stream.headers['content-type']).toBe('text/event-stream');
      expect(stream.headers['content-encoding']).toBeUndefined();
      // The API keeps the stream open: this chunk arrived while it was still running.
      expect(stream.firstChunk).toBe('data: {"type":"order-changed","orderId":42}\n\n');
    } finally {
      stream.close();
    }
  });
});

/** The largest built script: the one compression matters most for. */
function largestScript(): string {
  const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  return scripts.sort((a, b) => statSync(`${assetsDir}${b}`).size - statSync(`${assetsDir}${a}`).size)[0]!;
}

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, acceptEncoding: string | undefined): Promise<RawReply> {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    http
      .get(`${site.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Opens a stream through the site and resolves with its first chunk, failing after 5 s. */
function openStream(
  path: string,
  acceptEncoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; firstChunk: string; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${site.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error('no event reached the browser within 5 s: the stream is being buffered'));
      }, 5_000);
      response.once('data', (chunk: Buffer) => {
        clearTimeout(timer);
        resolve({ headers: response.headers, firstChunk: chunk.toString(), close: () => request.destroy() });
      });
    });
    request.on('error', reject);
  });
}

/** An API with a large JSON route and an order-events stream that stays open until closed. */
async function startStreamingApi(): Promise<http.Server & { closeEvents(): void }> {
  const streams = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    if (request.url === '/api/rooms') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(LARGE_JSON);
    } else if (request.url === '/api/restaurant/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write('data: {"type":"order-changed","orderId":42}\n\n');
      streams.add(response);
    } else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"message":"Not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, {
    closeEvents: () => {
      for (const stream of streams) stream.end();
      server.closeAllConnections();
    },
  });
}
