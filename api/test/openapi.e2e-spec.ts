/**
 * The API describes itself: /api/openapi.json is a valid OpenAPI 3.1 document (checked by a
 * maintained validator, not by our own code), names every route the application registered,
 * carries the contracts' schema for each validated body, and /api/docs renders it.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

let api: TestApp;
let document: {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: unknown }> }; security?: unknown }>
  >;
};

beforeAll(async () => {
  api = await startTestApp();
  const response = await fetch(`${api.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as typeof document;
});

afterAll(async () => {
  await api?.close();
});

/** Every method and path Fastify serves, from its route tree (`:id` written `{id}`). */
function registeredRoutes(): string[] {
  const tree = api.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const routes: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[└├]── (\S*)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length;
    while (stack.length && stack.at(-1)!.depth >= depth) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${match[2]}`;
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(', ').filter((name) => /^[A-Z]+$/.test(name))) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every route the application registered', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it("describes a validated body with the contracts' schema, and marks staff routes", () => {
    const contact = document.paths['/api/contact']?.post?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
    };
    expect(Object.keys(contact.properties)).toEqual(expect.arrayContaining(['name', 'email', 'message', 'subject']));
    expect(contact.required).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    expect(document.paths['/api/contact']?.post?.security).toBeUndefined();
    expect(document.paths['/api/expenses']?.post?.security).toEqual([{ staffSession: [] }]);
  });

  it('describes a reply with the contract the site and console parse it with', () => {
    const menu = document.paths['/api/restaurant/menu/full']?.get as unknown as {
      responses: Record<
        string,
        { content?: Record<string, { schema: { type: string; items: { required: string[] } } }> }
      >;
    };
    const schema = menu.responses['200']?.content?.['application/json']?.schema;
    expect(schema?.type).toBe('array');
    expect(schema?.items.required).toEqual(expect.arrayContaining(['id', 'name', 'items', 'availableFrom']));
  });

  it("describes a write's reply by its contract too, under the write's own status", () => {
    const booking = document.paths['/api/event-bookings']?.post as unknown as {
      responses: Record<string, { content?: Record<string, { schema: { required: string[] } }> }>;
    };
    const schema = booking.responses['201']?.content?.['application/json']?.schema;
    expect(schema?.required).toEqual(expect.arrayContaining(['id', 'totalAmount', 'emailSent']));
  });
});

describe('GET /api/docs', () => {
  it('serves a page whose scripts and styles come from the API itself', async () => {
    const page = await fetch(`${api.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, path]) => path!);
    expect(assets).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']);
    for (const asset of assets) {
      const response = await fetch(`${api.url}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/(css|javascript)/);
    }
    expect((await fetch(`${api.url}/api/docs/package.json`)).status).toBe(404);
  });
});
