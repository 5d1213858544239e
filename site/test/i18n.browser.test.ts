/**
 * English at /…, Spanish at /es/…: hreflang alternates on every page, the language switch,
 * and `/` following Accept-Language until the visitor picks a language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

/** Every page this slice builds, by its language-neutral path. */
const PAGES = ['/', '/rooms', '/restaurant', '/contact', '/volunteer', '/privacy', '/terms'];

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest();
});

afterAll(async () => {
  await sut?.close();
});

function spanish(path: string): string {
  return path === '/' ? '/es/' : `/es${path}`;
}

/** The `<link rel="alternate">` tags of a page, as hreflang → href. */
function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
  return Object.fromEntries(links.map(([, lang, href]) => [lang!, href!]));
}

describe('every page in both languages', () => {
  it.each(PAGES)('%s has an English and a Spanish version that name each other', async (path) => {
    for (const [url, lang] of [
      [path, 'en'],
      [spanish(path), 'es'],
    ] as const) {
      const response = await fetch(sut.url(url), { headers: { 'accept-language': 'en' } });
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(alternates(html)).toEqual({
        en: sut.url(path),
        es: sut.url(spanish(path)),
        'x-default': sut.url(path),
      });
      expect(html).toContain(`<link rel="canonical" href="${sut.url(url)}"`);
    }
  });
});

describe('language switch', () => {
  it('leads to the same page in the other language and remembers the choice', async () => {
    const { page, errors } = await sut.newPage(DESKTOP);
    await page.goto(sut.url('/restaurant'));

    const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Español' });
    expect(await toSpanish.getAttribute('hreflang')).toBe('es');
    await toSpanish.click();

    expect(new URL(page.url()).pathname).toBe('/es/restaurant');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Restaurante y café');
    const cookies = await sut.browser.context.cookies(sut.site.url);
    expect(cookies.find((cookie) => cookie.name === 'lakeside_lang')?.value).toBe('es');

    // The home page now opens in Spanish whatever the browser says…
    await page.goto(sut.url('/'));
    expect(new URL(page.url()).pathname).toBe('/es/');

    // …until the visitor switches back.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(sut.url('/'));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await sut.browser.context.clearCookies();
  });

  it('is also in the footer, and on phones', async () => {
    const { page } = await sut.newPage(PHONE);
    await page.goto(sut.url('/es/contact'));

    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/contact?lang=en',
    );
    expect(await page.getByRole('banner').getByRole('link', { name: 'English' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link').allTextContents()).toEqual(
      ['Habitaciones', 'Eventos', 'Restaurante', 'Contacto'],
    );
  });
});

describe('/ and Accept-Language', () => {
  const home = (headers: Record<string, string>) => fetch(sut.url('/'), { headers, redirect: 'manual' });

  it('sends browsers that prefer Spanish to /es/', async () => {
    const response = await home({ 'accept-language': 'es-GT,es;q=0.9,en;q=0.8' });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es/');
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });

  it('keeps everyone else on English', async () => {
    expect((await home({ 'accept-language': 'en-US,en;q=0.9,es;q=0.5' })).status).toBe(200);
    expect((await home({ 'accept-language': 'de-DE' })).status).toBe(200);
    expect((await home({})).status).toBe(200);
  });

  it('respects a remembered choice of English', async () => {
    const response = await home({ 'accept-language': 'es', cookie: 'lakeside_lang=en' });

    expect(response.status).toBe(200);
  });

  it('keeps the other query parameters when redirecting', async () => {
    const response = await fetch(sut.url('/?mobile=true'), {
      headers: { 'accept-language': 'es' },
      redirect: 'manual',
    });

    expect(response.headers.get('location')).toBe('/es/?mobile=true');
  });
});
