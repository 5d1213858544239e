/**
 * The page shell: bottom bar on phones and the site header on desktops (or forced by
 * ?mobile=true and a phone's user agent), the menu toggle, the user menu, skip link and
 * landmarks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from './support/fake-api';
import {
  DESKTOP,
  IPHONE_USER_AGENT,
  PHONE,
  islandsHydrated,
  startSiteUnderTest,
  type SiteUnderTest,
} from './support/site-under-test';

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest();
});

afterAll(async () => {
  await sut?.close();
});

describe('navigation by screen size', () => {
  it('gives phones the bottom bar, with the current page marked', async () => {
    const { page, errors } = await sut.newPage(PHONE);
    await page.goto(sut.url('/contact'));

    const bar = page.getByRole('navigation', { name: 'Quick links' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Rooms', 'Events', 'Restaurant', 'Contact']);
    expect(await bar.getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.getByRole('link', { name: 'Rooms' }).getAttribute('aria-current')).toBeNull();
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("gives the home page's bottom bar Rooms, Events, Schedule and Restaurant", async () => {
    const { page } = await sut.newPage(PHONE);
    await page.goto(sut.url('/'));

    const bar = page.getByRole('navigation', { name: 'Quick links' });
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Rooms', 'Events', 'Schedule', 'Restaurant']);
    expect(await bar.getByRole('link', { name: 'Schedule' }).getAttribute('href')).toBe('#schedule');
    expect(await page.locator('#schedule').count()).toBe(1);
  });

  it('gives desktops the site header with every item and no bottom bar', async () => {
    const { page, errors } = await sut.newPage(DESKTOP);
    await page.goto(sut.url('/restaurant'));

    const header = page.getByRole('navigation', { name: 'Main', exact: true });
    expect(await header.isVisible()).toBe(true);
    const links = header.getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Rooms',
      'Sauna',
      'Events & Schedule',
      'Restaurant',
      'Volunteer',
      'Contact Us',
    ]);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
      '/#rooms',
      '/#sauna',
      '/events',
      '/restaurant',
      '/volunteer',
      '/contact',
    ]);
    expect(await header.getByRole('link', { name: 'Restaurant' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('navigation', { name: 'Quick links' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Lakeside' }).first().getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
  });

  it('forces the phone layout on a desktop with ?mobile=true', async () => {
    const { page } = await sut.newPage(DESKTOP);
    await page.goto(sut.url('/rooms?mobile=true'));

    expect(await page.locator('html').getAttribute('class')).toContain('phone-layout');
    expect(await page.getByRole('navigation', { name: 'Quick links' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
  });

  it("serves a phone's user agent the phone layout even in landscape", async () => {
    // A persistent context cannot change its user agent per page: send the header instead.
    const { page } = await sut.newPage({ width: 844, height: 390 });
    await page.setExtraHTTPHeaders({ 'user-agent': IPHONE_USER_AGENT });
    await page.goto(sut.url('/rooms'));

    expect(await page.getByRole('navigation', { name: 'Quick links' }).isVisible()).toBe(true);
  });
});

describe('menu toggle', () => {
  it('opens the items and closes when one is chosen', async () => {
    const { page, errors } = await sut.newPage(PHONE);
    await page.goto(sut.url('/'));
    await islandsHydrated(page, { includeVisible: false });

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    await menu.getByRole('link', { name: 'Sauna' }).click();

    expect(await menu.isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toBe('#sauna');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { page } = await sut.newPage(PHONE);
    await page.goto(sut.url('/contact'));
    await islandsHydrated(page, { includeVisible: false });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');

    expect(await page.getByRole('navigation', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
  });
});

describe('user menu', () => {
  it('is absent, and asks nothing, for visitors who never signed in', async () => {
    const before = sut.api.calls('GET /api/auth/user').length;
    const { page } = await sut.newPage(DESKTOP);
    await page.goto(sut.url('/'));
    await islandsHydrated(page, { includeVisible: false });

    expect(await page.locator('.user-menu, .user-menu-slot').count()).toBe(0);
    expect(sut.api.calls('GET /api/auth/user').length).toBe(before);
  });

  it("shows the signed-in user's initials, first name and a sign-out button", async () => {
    const { page, errors } = await sut.newPage(DESKTOP);
    await page.setExtraHTTPHeaders({ cookie: SIGNED_IN_COOKIE });
    await page.goto(sut.url('/rooms'));

    const avatar = page.getByRole('button', { name: 'Account menu for Ana' });
    await avatar.waitFor();
    expect(await avatar.textContent()).toBe('AL');
    await avatar.click();
    expect(await page.getByText('Ana', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('signs out by posting a form to the API from our own origin, then shows where the API sends it', async () => {
    sut.api.routes['POST /api/logout'] = () => ({
      status: 303,
      headers: { location: '/contact', 'set-cookie': 'lakeside_sid=; Path=/; Max-Age=0' },
    });
    const { page } = await sut.newPage(DESKTOP);
    await page.setExtraHTTPHeaders({ cookie: SIGNED_IN_COOKIE });
    await page.goto(sut.url('/rooms'));
    await page.getByRole('button', { name: 'Account menu for Ana' }).click();

    await Promise.all([page.waitForURL(/\/contact$/), page.getByRole('button', { name: 'Sign out' }).click()]);
    const [signOut] = sut.api.calls('POST /api/logout');
    expect(signOut?.headers.origin).toBe(new URL(sut.url('/')).origin);
    expect(signOut?.headers.cookie).toContain(SIGNED_IN_COOKIE);
    expect(sut.api.calls('GET /api/logout')).toEqual([]);
  });

  it('shows nothing when the session cookie has expired (401)', async () => {
    const { page } = await sut.newPage(DESKTOP);
    await page.setExtraHTTPHeaders({ cookie: 'lakeside_sid=expired' });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
    await page.goto(sut.url('/rooms'));

    expect((await answered).status()).toBe(401);
    expect(await page.locator('.user-avatar').count()).toBe(0);
  });
});

describe('weight', () => {
  it('ships no JavaScript file to pages without a React island', async () => {
    const { page } = await sut.newPage(PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(sut.url('/privacy'));

    expect(scripts).toEqual([]);
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  });
});

describe('accessibility basics', () => {
  it('starts with a skip link to the main content and has the landmarks', async () => {
    const { page } = await sut.newPage(DESKTOP);
    await page.goto(sut.url('/volunteer'));

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.getAttribute('href')).toBe('#main');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });
});
