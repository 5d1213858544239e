/**
 * The newsletter popup (docs/requirements/pages-and-routes.md#newsletter-popup) on the home
 * page, with the browser's clock under the test's control: 10 s after load, or 2 s after the
 * carousel's second item; never again
 * once seen; an accessible modal that really subscribes.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchBrowser, type Browser } from './support/browser';
import { subscription } from './support/replies';
import { PHONE, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest({
    'POST /api/mailing-list': () => ({ status: 201, body: subscription() }),
  });
});

afterAll(async () => {
  await sut?.close();
});

/**
 * A home page whose clock is paused from the start and moves only when the test moves it.
 * A fake clock belongs to the whole browser context, so tests that time the popup from
 * page load get a browser of their own (`fresh`); the others share the suite's.
 */
async function homeWithFakeClock(path = '/', { fresh = false } = {}): Promise<Page> {
  let browser: Browser = sut.browser;
  if (fresh) {
    browser = await launchBrowser();
    onTestFinished(() => browser.close());
  }
  const page = await browser.context.newPage();
  await page.setViewportSize(PHONE);
  page.setDefaultTimeout(5_000);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(sut.url(path));
  await hydrated(page);
  return page;
}

/**
 * Lets the islands hydrate under the paused clock: idle hydration waits for
 * requestIdleCallback and React's effects may wait for a timer, both driven by the clock.
 */
async function hydrated(page: Page): Promise<void> {
  await page.clock.runFor(300);
  await islandsHydrated(page, { includeVisible: false });
  await page.clock.runFor(50);
}

/**
 * The popup's island hydrates 3 s before the popup is due (client:deferred), fetching its
 * code in real time while the fake clock stands still: wait for it, then let its timers run.
 */
async function popupHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[client="deferred"][ssr]'));
  await page.clock.runFor(50);
}

/** Milliseconds since the page started loading, on the page's (fake) clock. */
const sinceLoad = (page: Page) => page.evaluate(() => performance.now());
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Join our community' });
const seenFlag = (page: Page) => page.evaluate(() => localStorage.getItem('lakeside:newsletter-seen'));

describe('newsletter popup', () => {
  it('appears 10 s after load as a modal that keeps the focus, and once closed stays away', async () => {
    const page = await homeWithFakeClock('/', { fresh: true });
    // Nothing needs the popup's code while the page loads: its island waits until 7 s.
    const unhydrated = page.locator('astro-island[client="deferred"][ssr]');
    expect(await unhydrated.count()).toBe(1);
    await page.clock.runFor(6_500 - (await sinceLoad(page)));
    expect(await unhydrated.count()).toBe(1);

    await page.clock.runFor(9_800 - (await sinceLoad(page)));
    await popupHydrated(page);
    expect(await dialogOf(page).isVisible()).toBe(false);
    await page.clock.runFor(200);
    const dialog = dialogOf(page);
    await dialog.waitFor();

    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await dialog.getAttribute('aria-describedby')).toBe('newsletter-text');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('newsletter-name');
    // Tab goes round the dialog's controls and never leaves it.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }

    await page.keyboard.press('Escape');
    expect(await dialogOf(page).isVisible()).toBe(false);
    expect(await seenFlag(page)).not.toBeNull();

    await page.reload();
    await hydrated(page);
    await page.clock.runFor(15_000);
    await popupHydrated(page);
    await page.clock.runFor(1_000);
    expect(await dialogOf(page).isVisible()).toBe(false);
  });

  it("comes 2 s after the carousel shows its second item; 'No thanks' sets the flag", async () => {
    const page = await homeWithFakeClock('/', { fresh: true });
    const carousel = page.getByRole('region', { name: 'Photos and film of the retreat' });
    await carousel.scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await page.waitForSelector('.carousel[data-enhanced]', { state: 'attached' });

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await carousel.locator('[aria-label="2 of 5"]').getAttribute('inert')).toBeNull();
    // The carousel's event hydrates the popup at once, long before its 7 s timer.
    await popupHydrated(page);
    await page.clock.runFor(1_850);
    expect(await dialogOf(page).isVisible()).toBe(false);
    await page.clock.runFor(200);
    await dialogOf(page).waitFor();
    expect(await sinceLoad(page)).toBeLessThan(10_000);

    await dialogOf(page).getByRole('button', { name: 'No thanks' }).click();
    expect(await dialogOf(page).isVisible()).toBe(false);
    expect(await seenFlag(page)).not.toBeNull();
  });

  it('asks for both fields, then subscribes in the page language', async () => {
    const page = await homeWithFakeClock();
    await page.evaluate(() => localStorage.clear());
    await page.clock.runFor(10_000);
    await popupHydrated(page);
    const dialog = dialogOf(page);

    expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email');
    await dialog.getByLabel('Name').fill('Ana');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Please fill in all fields');

    await dialog.getByLabel('Email').fill('ana@example.com');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank you for signing up!' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain("You'll be the first to know about the community updates.");
    expect(JSON.parse(sut.api.calls('POST /api/mailing-list').at(-1)!.body)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      language: 'en',
    });
  });

  it('subscribes Spanish readers in Spanish', async () => {
    const page = await homeWithFakeClock('/es/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(10_000);
    await popupHydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Únase a nuestra comunidad' });

    await dialog.getByLabel('Nombre').fill('Lucía');
    await dialog.getByLabel('Correo electrónico').fill('lucia@example.com');
    await dialog.getByRole('button', { name: 'Suscribirme' }).click();

    await page.getByRole('dialog', { name: '¡Gracias por suscribirse!' }).waitFor();
    expect(JSON.parse(sut.api.calls('POST /api/mailing-list').at(-1)!.body)).toMatchObject({ language: 'es' });
  });
});
