// JavaScript a browser downloads for one page: every JS response from a cold cache, until the
// network has been quiet, gzipped here with zlib at level 9 (what a well-configured server
// or CDN sends; the servers under test send the files uncompressed). Inline <script> text
// is counted apart: it arrives inside the HTML.
// The functions passed to page.evaluate() run in the page, where these exist:
/* global document, window */
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';

/** Flags for Debian's Chromium on the build machines (Playwright adds its own --headless). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

export const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;

export async function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/**
 * Opens a page in a fresh context (cold cache, no cookies unless `storageState` gives them)
 * that records JS responses and in-flight requests. `settle()` waits for network idle and
 * `total()` sums what arrived so far; `close()` ends the context.
 */
export async function recordingPage(browser, device, storageState) {
  const context = await browser.newContext({ ...device, storageState });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const bodies = new Map();
  const errors = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => ((inFlight += delta), (lastChange = Date.now()));
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  page.on('pageerror', (error) => errors.push(error.message));
  let compressed = 0;
  page.on('response', (response) => {
    const headers = response.headers();
    if (!/javascript|ecmascript/.test(headers['content-type'] ?? '') || bodies.has(response.url())) return;
    if (headers['content-encoding']) compressed += 1;
    bodies.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });

  return {
    page,
    errors,
    /** Resolves once no request has been in flight for `quietMs` (at most `maxMs`). */
    async settle(quietMs = 600, maxMs = 15_000) {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
        await page.waitForTimeout(100);
      }
    },
    async total() {
      const files = await Promise.all([...bodies.values()]);
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')]
          .filter((script) => !/json/.test(script.type))
          .map((script) => script.textContent ?? '')
          .join('\n'),
      );
      return {
        files: files.length,
        /** How many of the files the server itself sent compressed. */
        compressed,
        rawKb: files.reduce((sum, body) => sum + body.length, 0) / 1024,
        kb: files.reduce((sum, body) => sum + gzipKb(body), 0),
        inlineKb: inline ? gzipKb(Buffer.from(inline)) : 0,
      };
    },
    close: () => context.close(),
  };
}

/** Scrolls to the bottom a screen at a time, as a reader would, so client:visible islands hydrate. */
export async function scrollThrough(page) {
  for (let step = 0; step < 80; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atBottom) return;
  }
}

/** Islands on the page, and how many never hydrated (Astro drops `ssr` when one does). */
export async function islandCounts(page) {
  await page
    .waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: 5_000 })
    .catch(() => undefined);
  return page.evaluate(() => ({
    islands: document.querySelectorAll('astro-island').length,
    unhydrated: document.querySelectorAll('astro-island[ssr]').length,
  }));
}
