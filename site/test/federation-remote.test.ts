/**
 * The card remote as the built site serves it (site/federation/): the entry and its chunks
 * with CORS for the console's origin only, cache rules that keep releases consistent, and
 * nothing else of the disk. That the console really renders the cards from it is proved by
 * console/test/browser/guestPreview.test.ts.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite, type SiteServer } from './support/site-server';

const CONSOLE_URL = 'https://console.lakeside.test/';
let site: SiteServer;

beforeAll(async () => {
  site = await startBuiltSite({ CONSOLE_URL });
});

afterAll(async () => {
  await site?.stop();
});

describe('/federation/*', () => {
  it('serves the remote entry, naming the three cards, to the console origin and always revalidated', async () => {
    const response = await fetch(`${site.url}/federation/remoteEntry.js`, {
      headers: { origin: 'https://console.lakeside.test' },
    });
    const entry = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://console.lakeside.test');
    expect(response.headers.get('vary')).toContain('Origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    for (const card of ['./RoomCard', './EventCard', './MenuItemCard']) expect(entry).toContain(`"${card}"`);

    const again = await fetch(`${site.url}/federation/remoteEntry.js`, {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('serves the hashed chunks for a year', async () => {
    const assets = readdirSync(fileURLToPath(new URL('../dist/federation/assets/', import.meta.url)));
    const chunk = assets.find((name) => /^RoomCard-[\w-]+\.js$/.test(name));
    expect(chunk).toBeDefined();
    const response = await fetch(`${site.url}/federation/assets/${chunk}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://console.lakeside.test');
  });

  it.each([
    '/federation/assets/missing.js',
    '/federation/%2e%2e/server/entry.mjs',
    '/federation/..%2fserver%2fentry.mjs',
    '/federation/vite.config.ts',
  ])('answers 404 to %s', async (path) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(404);
  });
});
