/**
 * The retreat's WhatsApp number and Instagram handle are deployment settings: shown on the
 * contact page and in the structured data when configured, left out — never made up — when not.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

const homeJsonLd = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<
    string,
    unknown
  >;

describe('contact channels configured', () => {
  let sut: SiteUnderTest;

  beforeAll(async () => {
    sut = await startSiteUnderTest(
      {},
      { RETREAT_WHATSAPP_NUMBER: '+502 7721 0000', RETREAT_INSTAGRAM_HANDLE: 'lakeside.atitlan', CONTACT_INBOX: 'stay@lakeside.test' },
    );
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('shows WhatsApp, Instagram and the inbox on /contact and in the LodgingBusiness data', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/contact'));

    const whatsApp = page.locator('.contact-card', { hasText: 'WhatsApp' });
    expect(await whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/50277210000\?text=/);
    expect(await whatsApp.innerText()).toContain('+502 7721 0000');
    expect(await page.locator('.contact-card', { hasText: '@lakeside.atitlan' }).getAttribute('href')).toBe(
      'https://www.instagram.com/lakeside.atitlan/',
    );
    expect(await page.locator('footer').getByRole('link', { name: 'stay@lakeside.test' }).count()).toBe(1);

    await page.goto(sut.url('/'));
    expect(await homeJsonLd(page)).toMatchObject({
      telephone: '+50277210000',
      sameAs: ['https://www.instagram.com/lakeside.atitlan/'],
      email: 'stay@lakeside.test',
    });
    expect(errors).toEqual([]);
  });

  it('offers to follow the account when its feed has no posts yet', async () => {
    sut.api.routes['GET /api/instagram/posts'] = () => ({ status: 200, body: [] });
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/contact'));
    const panel = page.locator('section[aria-labelledby="social-title"]');

    expect(await panel.getByText('No posts to show yet.').isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Follow on Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/lakeside.atitlan/',
    );
    expect(errors).toEqual([]);
  });
});

describe('contact channels not configured', () => {
  let sut: SiteUnderTest;

  beforeAll(async () => {
    sut = await startSiteUnderTest();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('offers only the e-mail, with no invented number or handle', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/contact'));

    expect(await page.locator('.contact-card').count()).toBe(1);
    expect(await page.locator('a[href*="wa.me"], a[href*="instagram.com"]').count()).toBe(0);
    expect(await page.locator('.contact-card').getAttribute('href')).toBe('mailto:hello@lakeside.example');

    await page.goto(sut.url('/'));
    const data = await homeJsonLd(page);
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('sameAs');
    expect(errors).toEqual([]);
  });
});
