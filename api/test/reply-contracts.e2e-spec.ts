/**
 * The reply contracts (libs/contracts/src/replies) against live replies of the API on a seeded
 * database: each reply parses, and parsing gives back exactly what was sent — a field the API
 * added without the contract, or one the contract names that the API left out, fails here
 * before a site or console page meets it.
 */
import { menuReply, parseReply } from '@lakeside/contracts';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ seed: true });
});

afterAll(async () => {
  await api?.close();
});

/** Public reads and the contract each answers with. */
const PUBLIC_REPLIES: [string, z.ZodType][] = [['/api/restaurant/menu/full', menuReply]];

describe('reply contracts', () => {
  it.each(PUBLIC_REPLIES)('GET %s round-trips through its contract', async (path, schema) => {
    const response = await fetch(`${api.url}${path}`);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(parseReply(schema, body, path)).toEqual(body);
  });
});
