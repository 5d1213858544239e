/**
 * The site forwards /api/* and /paypal/* to the API untouched. Proven against a fake API
 * through the built standalone server (what production runs) and through `astro dev`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, unusedUrl, type FakeApi } from './support/fake-api';
import { startBuiltSite, startDevSite, type SiteServer } from './support/site-server';
import { errorBody } from '@lakeside/contracts';

describe.each([
  ['built standalone server', startBuiltSite],
  ['astro dev', startDevSite],
])('API proxy (%s)', (_name, startSite) => {
  let api: FakeApi;
  let site: SiteServer;
  let siteWithoutApi: SiteServer;

  beforeAll(async () => {
    api = await startFakeApi();
    [site, siteWithoutApi] = await Promise.all([
      startSite({ API_URL: api.url }),
      startSite({ API_URL: await unusedUrl() }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([site?.stop(), siteWithoutApi?.stop(), api?.close()]);
  });

  it('forwards GET /api/health and returns the API reply', async () => {
    const response = await fetch(`${site.url}/api/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(api.received.at(-1)).toMatchObject({ method: 'GET', url: '/api/health' });
  });

  it('forwards a POST with query, JSON body and cookie, and returns status and set-cookies', async () => {
    const payload = { name: 'Ana López', email: 'ana@example.com', message: '¿Hay cupo?' };
    const response = await fetch(`${site.url}/api/contact?lang=es&source=home`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'lakeside_sid=abc123; theme=lake' },
      body: JSON.stringify(payload),
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual([
      'lakeside_sid=new-session; Path=/; HttpOnly; SameSite=Lax',
      'seen=1; Path=/',
    ]);
    expect(await response.json()).toEqual({ id: 7, emailSent: true, received: payload });

    const received = api.received.at(-1);
    expect(received).toMatchObject({ method: 'POST', url: '/api/contact?lang=es&source=home' });
    expect(JSON.parse(received!.body)).toEqual(payload);
    expect(received!.headers.cookie).toBe('lakeside_sid=abc123; theme=lake');
    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.headers['x-forwarded-host']).toBe(new URL(site.url).host);
  });

  it('forwards a body-less POST without an Origin header (Astro would refuse it)', async () => {
    const response = await fetch(`${site.url}/paypal/webhook`, { method: 'POST' });

    expect(api.received.at(-1)).toMatchObject({ method: 'POST', url: '/paypal/webhook' });
    // The fake answers 404 JSON for unknown paths: the API's reply, not the site's 404 page.
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('answers 502 with a JSON message when the API is down', async () => {
    const response = await fetch(`${siteWithoutApi.url}/api/health`);

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(errorBody('common.apiUnavailable'));
  });

  it('keeps serving the site itself and refuses cross-site form posts to it', async () => {
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Lakeside');

    const crossSite = await fetch(`${site.url}/`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(crossSite.status).toBe(403);
  });
});
