/** Debian's Chromium driven by playwright-core; each test page gets its own clean context. */
import { chromium, type Browser as PlaywrightBrowser } from 'playwright-core';

export interface Browser {
  browser: PlaywrightBrowser;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  // A non-persistent launch still runs in a fresh temporary profile; contexts keep the
  // cookies and local storage of one signed-in person apart from the next.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return { browser, close: () => browser.close() };
}
