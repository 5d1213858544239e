import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './support/expected-errors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('health', () => {
  it('is ok when the database answers and every migration has run', async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', migrations: 'current' });
  });

  it('reports pending migrations with 503 after the last one is reverted', async () => {
    await t.dataSource.undoLastMigration();
    try {
      const response = await fetch(`${t.url}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'error', database: 'up', migrations: 'pending' });
    } finally {
      await t.dataSource.runMigrations();
    }
  });
});

describe('error shape', () => {
  it('answers an unknown route with 404 JSON', async () => {
    const response = await fetch(`${t.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { message: string };
    // The code is ours; the message is the framework's, naming the route.
    expect(body).toEqual({ ...refusal('common.notFound'), message: expect.any(String) });
    expect(body.message).toContain('/api/no-such-thing');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await fetch(`${t.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ana",',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ ...refusal('common.badRequest'), message: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await fetch(`${t.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(t.config.BODY_LIMIT_BYTES + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ...refusal('common.payloadTooLarge'), message: expect.any(String) });
  });
});

describe('security headers', () => {
  it('sends helmet headers on every reply', async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
