/**
 * The site's security headers, as production serves them (NODE_ENV=production, behind TLS):
 * Mozilla's HTTP Observatory gives the site and the API A+ (115 or more), every own response
 * carries the fixed headers, proxied API replies keep the API's own, and no public page breaks
 * its Content-Security-Policy in Chromium — while a script injected into a page does not run.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../node-server/security-headers.mjs';
import { startBuiltApi } from './support/built-api';
import { describeReport, observatoryScan } from './support/observatory';
import { PUBLIC_PAGES, everyPageRoutes } from './support/public-pages';
import {
  DESKTOP,
  islandsHydrated,
  scrollThrough,
  startSiteUnderTest,
  type SiteUnderTest,
} from './support/site-under-test';

const A_PLUS = 115;
const CONSOLE_URL = 'https://console.lakeside.test';
/** What every response of the site's own carries, whatever it is. */
const FIXED = securityHeaders({ NODE_ENV: 'production' });

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest(
    {
      ...everyPageRoutes(),
      'GET /api/health': () => ({ status: 200, body: { status: 'ok' }, headers: { 'x-frame-options': 'SAMEORIGIN' } }),
    },
    { NODE_ENV: 'production', CONSOLE_URL },
  );
});

afterAll(async () => {
  await sut?.close();
});

describe('Mozilla HTTP Observatory', () => {
  it(`scores the site's home page A+ (${A_PLUS} or more)`, async () => {
    const report = await observatoryScan(sut.site.url);
    expect(report.score, describeReport(report)).toBeGreaterThanOrEqual(A_PLUS);
    expect(report.verdicts.find(({ rule }) => rule === 'content-security-policy')?.verdict).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
  });

  it(`scores the API A+ (${A_PLUS} or more)`, { timeout: 90_000 }, async () => {
    const api = await startBuiltApi();
    try {
      const report = await observatoryScan(api.url, '/api/health');
      expect(report.score, describeReport(report)).toBeGreaterThanOrEqual(A_PLUS);
      expect(report.verdicts.find(({ rule }) => rule === 'content-security-policy')?.verdict).toBe(
        'csp-implemented-with-no-unsafe-default-src-none',
      );
    } finally {
      await api.stop();
    }
  });
});

describe('headers of every own response', () => {
  const asset = readdirSync(fileURLToPath(new URL('../dist/client/_astro/', import.meta.url))).find((name) =>
    name.endsWith('.js'),
  );

  it.each(['/', '/es/events', '/no-such-page', '/robots.txt', '/favicon.svg', `/_astro/${asset}`])(
    '%s carries them',
    async (path) => {
      const response = await fetch(sut.url(path));
      for (const [name, value] of Object.entries(FIXED)) {
        if (name !== 'content-security-policy') expect(response.headers.get(name), name).toBe(value);
      }
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    },
  );

  it("gives pages Astro's policy: hashes, no inline code, forms to the site itself", async () => {
    const policy = (await fetch(sut.url('/contact'))).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).toMatch(/style-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe');
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain('paypal');
  });

  it('lets the booking page load PayPal’s SDK', async () => {
    const policy = (await fetch(sut.url('/book/lakeside_cottage'))).headers.get('content-security-policy') ?? '';
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://\\*\\.paypal\\.com`));
    }
  });

  it('lets the console load the card remote from another origin', async () => {
    const response = await fetch(sut.url('/federation/remoteEntry.js'), { headers: { origin: CONSOLE_URL } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(CONSOLE_URL);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('keeps the language cookie Secure in production', async () => {
    const response = await fetch(sut.url('/?lang=es'), { redirect: 'manual' });
    expect(response.headers.get('set-cookie')).toMatch(/^lakeside_lang=es;.*; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('adds nothing to a proxied API reply', async () => {
    const response = await fetch(sut.url('/api/health'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    for (const name of Object.keys(FIXED)) {
      if (name !== 'x-frame-options') expect(response.headers.get(name), name).toBeNull();
    }
  });

  it('sends no HSTS outside production, where the site may be plain http://localhost', () => {
    expect(securityHeaders({})).not.toHaveProperty('strict-transport-security');
  });
});

describe('Content-Security-Policy in Chromium', () => {
  it('is never violated on a public page, and an injected inline script does not run', async () => {
    const { page, errors } = await sut.newPage(DESKTOP);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(sut.url(path));
      await scrollThrough(page);
      await islandsHydrated(page).catch((error: unknown) => {
        throw new Error(`${path}: islands did not hydrate`, { cause: error });
      });
    }
    expect(errors).toEqual([]);

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return 'injected' in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => errors.join('\n')).toContain('CSP violation: script-src-elem');
  }, 300_000);
});
