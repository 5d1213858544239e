/** Small node:http helpers for the fake API: JSON replies, bodies and cookies. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function reply(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...headers,
  });
  response.end(text);
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(request);
  return body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
}

/** The multipart parts of a request, parsed by the platform's own Request (undici). */
export async function readMultipart(request: IncomingMessage): Promise<FormData> {
  const body = await readBody(request);
  const contentType = request.headers['content-type'] ?? '';
  return new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  }).formData();
}

export function cookieOf(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
