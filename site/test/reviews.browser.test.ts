/**
 * The review page a guest opens from the mail after their stay, on a phone and a desktop, in
 * English and Spanish, with scripts off (a plain form): a rating is required (said in the
 * page's language), a review sent redirects back to the page which thanks the guest, a dead
 * link is a real 404; and a room page lists the room's approved reviews with the API's summary.
 */
import { MESSAGES, type ReviewInvitationReply } from '@lakeside/contracts';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionary, localizedPath, type Lang } from '../src/lib/i18n';
import { messagesEs } from '../src/lib/i18n/messages-es';
import type { FakeRoute } from './support/fake-api';
import { ROOMS_FIXTURE } from './support/rooms-fixture';
import { DESKTOP, PHONE, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

const SHOTS_DIR = process.env.SITE_SHOTS_DIR ?? '/tmp/shots/site';
const REFERENCE = 'R-4K7M-Q2XP';
const TOKEN = 'link-token';

let sut: SiteUnderTest;
let review: ReviewInvitationReply['review'] = null;

const invitation = (): ReviewInvitationReply => ({
  reference: REFERENCE,
  roomId: 'lakefront_lower',
  roomName: 'Lakefront Lower Room',
  roomNameEs: 'Habitación baja frente al lago',
  checkinDate: '2026-11-18',
  checkoutDate: '2026-11-21',
  firstName: 'Ana',
  review,
});

const withToken =
  (answer: (body: Record<string, unknown>) => ReturnType<FakeRoute>): FakeRoute =>
  (request) => {
    const token =
      new URL(request.url, 'http://fake').searchParams.get('t') ??
      (JSON.parse(request.body || '{}') as { token?: string }).token;
    if (token !== TOKEN) return { status: 404, body: { code: 'reviews.notFound', message: 'Not found' } };
    return answer(JSON.parse(request.body || '{}') as Record<string, unknown>);
  };

beforeAll(async () => {
  [sut] = await Promise.all([
    startSiteUnderTest({
      'GET /api/rooms/lakefront_lower': () => ({ status: 200, body: ROOMS_FIXTURE[0] }),
      [`GET /api/reviews/${REFERENCE}`]: withToken(() => ({ status: 200, body: invitation() })),
      [`POST /api/reviews/${REFERENCE}`]: withToken((body) => {
        review = {
          rating: Number(body.rating),
          text: typeof body.text === 'string' ? body.text : null,
          status: 'pending',
        };
        return { status: 201, body: invitation() };
      }),
    }),
    mkdir(SHOTS_DIR, { recursive: true }),
  ]);
});
afterAll(async () => sut?.close());

/** A page with scripts off: the review form is plain HTML. */
async function open(path: string, viewport: { width: number; height: number }) {
  const opened = await sut.newPage(viewport);
  const devtools = await opened.page.context().newCDPSession(opened.page);
  await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
  const response = await opened.page.goto(sut.url(path));
  return { ...opened, status: response?.status() };
}

const linkOf = (lang: Lang, token = TOKEN) => `${localizedPath(`/review/${REFERENCE}`, lang)}?t=${token}`;

describe('the review page', () => {
  it.each([
    ['en', PHONE],
    ['es', DESKTOP],
  ] as const)('takes a rating and a few words in %s, without JavaScript', async (lang, viewport) => {
    review = null;
    const t = dictionary(lang).reviews;
    const { page, status, errors } = await open(linkOf(lang), viewport);
    expect(status).toBe(200);
    const room = lang === 'es' ? 'Habitación baja frente al lago' : 'Lakefront Lower Room';
    await expect(page.locator('#review-title').textContent()).resolves.toContain(room);
    await page.screenshot({ path: join(SHOTS_DIR, `review-form-${lang}.png`), fullPage: true });

    // No rating: the browser's own required check is bypassed, the server says it in the page's language.
    await page.evaluate(() => document.querySelectorAll('input').forEach((input) => input.removeAttribute('required')));
    await page.getByRole('button', { name: t.submit }).click();
    const required = lang === 'es' ? messagesEs.ratingRequired : MESSAGES.ratingRequired;
    await expect(page.locator('#rating-error').textContent()).resolves.toBe(required);

    await page.getByLabel(t.stars[4]).check();
    await page.getByLabel(t.textLabel).fill('Quiet and lovely.');
    await page.getByRole('button', { name: t.submit }).click();
    await page.locator('#thanks').waitFor();
    expect(new URL(page.url()).pathname).toBe(localizedPath(`/review/${REFERENCE}`, lang));
    expect(await page.locator('#thanks').textContent()).toContain(t.thanksPending);
    expect(await page.locator('#thanks').textContent()).toContain('Quiet and lovely.');
    await page.screenshot({ path: join(SHOTS_DIR, `review-thanks-${lang}.png`), fullPage: true });
    const posted = sut.api.calls(`POST /api/reviews/${REFERENCE}`).at(-1);
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ token: TOKEN, rating: 4, text: 'Quiet and lovely.' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers a forged link with a real 404 that says the link does not work', async () => {
    const { page, status } = await open(linkOf('en', 'forged'), PHONE);
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(dictionary('en').reviews.notFoundTitle);
    await page.close();
  });
});

describe('a room page', () => {
  it('lists the approved reviews under the API’s summary', async () => {
    const { page } = await open('/es/book/lakefront_lower', PHONE);
    const section = page.locator('#reviews');
    expect(await section.getByRole('heading').textContent()).toBe(dictionary('es').reviews.sectionTitle);
    expect(await section.locator('.reviews-summary').textContent()).toBe('4.8 de 5 · 127 reseñas');
    expect(await section.locator('.review').count()).toBe(2);
    // The room's features read in Spanish too.
    expect(await page.locator('.chips').textContent()).toContain('Café');
    await section.screenshot({ path: join(SHOTS_DIR, 'room-reviews-es.png') });
    // Search engines read the room as a HotelRoom offered by the night, with its reviews' rating.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'HotelRoom',
      name: 'Habitación Baja Frente al Lago',
      offers: { '@type': 'Offer', price: '65.00', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.8, reviewCount: 127 },
    });
    await page.close();
  });
});
