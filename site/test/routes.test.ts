/** The site's routes over plain HTTP: staff redirects to the console and the not-found page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { startBuiltSite, type SiteServer } from './support/site-server';

const CONSOLE_URL = 'https://console.lakeside.test';
let api: FakeApi;
let site: SiteServer;

beforeAll(async () => {
  api = await startFakeApi();
  site = await startBuiltSite({ API_URL: api.url, CONSOLE_URL });
});

afterAll(async () => {
  await Promise.all([site?.stop(), api?.close()]);
});

describe('staff routes', () => {
  it.each([
    ['/admin', `${CONSOLE_URL}/`],
    ['/admin/expenses', `${CONSOLE_URL}/expenses`],
    ['/expenses', `${CONSOLE_URL}/expenses`],
    ['/restaurant/pos', `${CONSOLE_URL}/pos`],
  ])('%s redirects to %s', async (path, target) => {
    const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(target);
  });
});

describe('not found', () => {
  it('answers 404 with its title and ways back, unindexed', async () => {
    const response = await fetch(`${site.url}/no-such-page`);
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(/href="\/rooms"/);
  });

  it('speaks Spanish under /es/, and its switch leads to the English home', async () => {
    const response = await fetch(`${site.url}/es/no-existe`);
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('404 Página no encontrada');
    expect(html).toContain('href="/?lang=en"');
  });

  it('still hands /api/* to the API rather than rendering the page', async () => {
    const response = await fetch(`${site.url}/api/rooms`);

    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(4);
  });
});
