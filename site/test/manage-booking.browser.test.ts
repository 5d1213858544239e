/**
 * The guest's own booking pages on a phone and a desktop, in English and Spanish, with and
 * without JavaScript: the mailed link opens the booking with its payments and the free
 * cancellation deadline in Guatemala time; cancelling (a plain form with a confirmation
 * step) shows the booking cancelled with its refund; a dead link offers "find my booking";
 * and that form answers the same whether or not anything matched.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { ERROR_TEXTS } from '@lakeside/contracts';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@lakeside/contracts';
import { fill, formatCalendarDate } from '../src/lib/format';
import { dictionary, localizedPath, type Lang } from '../src/lib/i18n';
import { retreatDateTime } from '../src/lib/time/retreat-instant';
import {
  BALANCE_DUE,
  LINK_TOKEN,
  PAST_WINDOW,
  PAY_AT_RETREAT,
  REFUNDABLE,
  TAKEN_NIGHT,
  manageBookingRoutes,
  manageBookingState,
  type ManageBookingState,
} from './support/fake-manage-booking-api';
import {
  DESKTOP,
  PHONE,
  VIEWPORTS,
  islandsHydrated,
  scrollThrough,
  startSiteUnderTest,
  type SiteUnderTest,
} from './support/site-under-test';

const SHOTS_DIR = process.env.SITE_SHOTS_DIR ?? '/tmp/shots/site';
const LANGS = ['en', 'es'] as const;

let sut: SiteUnderTest;
let state: ManageBookingState;

beforeAll(async () => {
  state = manageBookingState();
  [sut] = await Promise.all([startSiteUnderTest(manageBookingRoutes(state)), mkdir(SHOTS_DIR, { recursive: true })]);
});

afterAll(async () => {
  await sut?.close();
});

// Every test starts from uncancelled bookings (the routes read the state's map).
beforeEach(() => {
  state.bookings = manageBookingState().bookings;
});

const texts = (lang: Lang) => dictionary(lang).manageBooking;
const linkOf = (reference: string, lang: Lang, token = LINK_TOKEN) =>
  `${localizedPath(`/booking/${reference}`, lang)}?t=${token}`;

/** A page at `viewport`, with scripts off when `scripts` is false (a form sent before any script ran). */
async function open(path: string, viewport: { width: number; height: number }, scripts = true) {
  const opened = await sut.newPage(viewport);
  await opened.page.addInitScript(() => localStorage.setItem('lakeside:newsletter-seen', 'test'));
  if (!scripts) {
    const devtools = await opened.page.context().newCDPSession(opened.page);
    await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
  }
  const response = await opened.page.goto(sut.url(path));
  return { ...opened, status: response?.status() };
}

/** Spaces collapsed, the no-break ones in times and prices included, so texts compare as read. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
/** The main content's text, spaces collapsed. */
const mainText = async (page: Page) => plain(await page.locator('main').textContent());

/** Opens the confirmation step (shot as `shot` when named), then confirms. */
async function cancelBooking(page: Page, lang: Lang, shot?: string) {
  const c = texts(lang).cancellation;
  await page.getByText(c.cancel, { exact: true }).click();
  await page.getByRole('heading', { name: c.confirmTitle }).waitFor();
  if (shot) await page.screenshot({ path: join(SHOTS_DIR, `${shot}.png`) });
  await Promise.all([page.waitForURL(/#booking-status$/), page.getByRole('button', { name: c.confirm }).click()]);
}

async function screenshot(page: Page, name: string) {
  // From the top: a full-page shot taken scrolled down draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

describe('the link from the confirmation mail', () => {
  it.each(VIEWPORTS.flatMap(([name, viewport]) => LANGS.map((lang) => [name, viewport, lang] as const)))(
    'shows the booking, its payment and the free-cancellation deadline in Guatemala time (%s, %s)',
    async (name, viewport, lang) => {
      const t = texts(lang);
      const booking = state.bookings.get(REFUNDABLE)!;
      const { page, errors, status } = await open(linkOf(REFUNDABLE, lang), viewport);
      await islandsHydrated(page);

      expect(status).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.title);
      const text = await mainText(page);
      expect(text).toContain(fill(t.reference, { reference: REFUNDABLE }));
      expect(text).toContain('Lakeside Cottage');
      expect(text).toContain(formatCalendarDate(booking.startDate, lang, { dateStyle: 'full' }));
      expect(text).toContain(formatCalendarDate(booking.endDate!, lang, { dateStyle: 'full' }));
      expect(text).toContain(t.status.confirmed);
      expect(text).toContain(t.payment.paidOnline);
      expect(text).toContain(
        plain(fill(t.cancellation.freeUntil, { ...retreatDateTime(booking.freeCancellationUntil!, lang) })),
      );
      expect(text).toContain(lang === 'en' ? 'Paid $360.00 on June 1, 2026' : 'Pagó USD 360.00 el 1 de junio de 2026');
      expect(text).toContain(
        lang === 'en'
          ? 'If you cancel now, we refund the full $360.00 to the way you paid. It reaches you within 5–10 business days.'
          : 'Si cancela ahora, le reembolsamos el total de USD 360.00',
      );
      // The calendar file again, through the site's /api proxy, with the link's proof.
      expect(await page.getByRole('link', { name: t.details.calendar }).getAttribute('href')).toBe(
        `/api/bookings/${REFUNDABLE}/calendar.ics?t=${LINK_TOKEN}`,
      );
      // Paid in full: the stay's invoice, asked for with a POST and the same proof.
      const invoiceForm = page.locator('form', { has: page.getByRole('button', { name: t.details.invoice }) });
      expect(await invoiceForm.getAttribute('method')).toBe('post');
      expect(await invoiceForm.getAttribute('action')).toBe(`/api/bookings/${REFUNDABLE}/invoice?t=${LINK_TOKEN}`);
      // The confirmation step stays closed until asked for.
      expect(await page.getByRole('button', { name: t.cancellation.confirm }).isVisible()).toBe(false);
      await screenshot(page, `manage-booking-${lang}-${name}`);
      expect(errors).toEqual([]);
    },
  );

  it('lists the taxes the booking was sold with: an added one before the total, the included one after it', async () => {
    const booking = state.bookings.get(REFUNDABLE)!;
    // As the API would have stored them for this total: 10% added on the price without the IVA in it.
    const lodging = 32_727; // cents of the nights
    const iva = Math.round((lodging * 12) / 112);
    const added = Math.round(((lodging - iva) * 10) / 100);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    state.bookings.set(REFUNDABLE, {
      ...booking,
      total: dollars(lodging + added),
      taxes: [
        { name: 'IVA', rate: '12.00', included: true, amount: dollars(iva) },
        { name: 'Tourism tax', rate: '10.00', included: false, amount: dollars(added) },
      ],
      taxIncluded: dollars(iva),
      taxAdded: dollars(added),
    });
    const { page, errors } = await open(linkOf(REFUNDABLE, 'en'), VIEWPORTS[0][1]);
    const facts = plain(await page.locator('#payment-title + dl').textContent());
    expect(facts).toMatch(
      new RegExp(
        `Tourism tax \\(10%\\)\\s*\\$${dollars(added)}\\s*Total\\s*\\$${dollars(lodging + added)}\\s*Includes IVA \\(12%\\)\\s*\\$${dollars(iva)}`,
      ),
    );
    expect(errors).toEqual([]);
  });

  it('is private: not cached, no referrer to other origins, not indexed, under the strict policy', async () => {
    // 'same-origin', not 'no-referrer': under that one Chromium posts the cancel form with
    // `Origin: null`, which the site refuses as cross-site (see src/lib/private-page.ts).
    const response = await fetch(sut.url(linkOf(REFUNDABLE, 'en')));
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain('unsafe');
  });

  it('keeps the token when the reader switches language', async () => {
    const { page } = await open(linkOf(REFUNDABLE, 'en'), DESKTOP);
    await Promise.all([page.waitForURL(/\/es\/booking\//), page.locator('header .language-switch').click()]);
    expect(new URL(page.url()).searchParams.get('t')).toBe(LINK_TOKEN);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts('es').title);
  });

  it('says the retreat keeps a late cancellation, and that a pay-at-retreat booking has nothing to refund', async () => {
    const late = await open(linkOf(PAST_WINDOW, 'en'), PHONE);
    const deadline = retreatDateTime(state.bookings.get(PAST_WINDOW)!.freeCancellationUntil!, 'en');
    expect(await mainText(late.page)).toContain(
      plain(
        `If you cancel now, the retreat keeps the $360.00 you paid: the free cancellation window ended on ${deadline.date} at ${deadline.time} (Guatemala time).`,
      ),
    );
    const atRetreat = await open(linkOf(PAY_AT_RETREAT, 'es'), PHONE);
    const text = await mainText(atRetreat.page);
    expect(text).toContain(texts('es').payment.payAtRetreat);
    expect(text).toContain(texts('es').cancellation.nothingToRefund);
  });
});

/** Fills the booking page's (or the dates page's) date fields and asks for the price. */
async function askForDates(page: Page, lang: Lang, checkinDate: string, checkoutDate: string) {
  await page.locator('#new-checkinDate').fill(checkinDate);
  await page.locator('#new-checkoutDate').fill(checkoutDate);
  await Promise.all([
    page.waitForURL(/\/dates\?/),
    page.getByRole('button', { name: texts(lang).change.seePrice }).click(),
  ]);
}

describe('changing dates', () => {
  it.each([
    ['a phone', PHONE, 'en', true],
    ['a desktop', DESKTOP, 'es', true],
    ['a phone without JavaScript', PHONE, 'es', false],
  ] as const)(
    'on %s (%s): the new price first, then the stay moves and the difference is refunded',
    async (_how, viewport, lang, scripts) => {
      const c = texts(lang).change;
      const booking = state.bookings.get(REFUNDABLE)!;
      const checkin = addDays(booking.startDate, 7);
      const moves = () => sut.api.calls(`POST /api/bookings/${REFUNDABLE}/date-change`);
      const movesBefore = moves().length;
      const { page, errors } = await open(linkOf(REFUNDABLE, lang), viewport, scripts);

      await askForDates(page, lang, checkin, addDays(checkin, 2));

      const quoted = await mainText(page);
      expect(quoted).toContain(c.proposed);
      expect(quoted).toContain(formatCalendarDate(checkin, lang, { dateStyle: 'full' }));
      expect(quoted).toContain(lang === 'en' ? '2 nights × $120' : '2 noches × USD 120');
      expect(quoted).toContain(
        lang === 'en'
          ? 'We refund the difference, $120.00, to the way you paid.'
          : 'Le devolvemos la diferencia, USD 120.00, por el medio con el que pagó.',
      );
      // Nothing changed yet: the quote holds nothing.
      expect(moves()).toHaveLength(movesBefore);
      await screenshot(page, `manage-booking-dates-${lang}-${viewport.width}`);

      await Promise.all([page.waitForURL(/changed=1/), page.getByRole('button', { name: c.confirm }).click()]);

      expect(moves()).toHaveLength(movesBefore + 1);
      expect(JSON.parse(moves().at(-1)!.body)).toEqual({
        token: LINK_TOKEN,
        checkinDate: checkin,
        checkoutDate: addDays(checkin, 2),
      });
      expect(await page.getByRole('status').filter({ hasText: c.changedTitle }).count()).toBe(1);
      const text = await mainText(page);
      expect(text).toContain(formatCalendarDate(checkin, lang, { dateStyle: 'full' }));
      expect(text).toContain(
        plain(fill(texts(lang).payment.refund.pending, { amount: lang === 'en' ? '$120.00' : 'USD 120.00' })),
      );
      await screenshot(page, `manage-booking-dates-changed-${lang}-${viewport.width}`);
      expect(errors).toEqual([]);
    },
  );

  it('says when the nights are taken, and offers no confirm button', async () => {
    const { page } = await open(linkOf(REFUNDABLE, 'en'), PHONE);
    await askForDates(page, 'en', addDays(TAKEN_NIGHT, -1), addDays(TAKEN_NIGHT, 1));
    expect(await mainText(page)).toContain(texts('en').change.taken);
    expect(await page.getByRole('button', { name: texts('en').change.confirm }).count()).toBe(0);
  });

  it('shows a stay shorter than the minimum beside the dates, in the page’s language', async () => {
    const { page } = await open(linkOf(REFUNDABLE, 'es'), PHONE);
    const checkin = addDays(state.bookings.get(REFUNDABLE)!.startDate, 7);
    await askForDates(page, 'es', checkin, addDays(checkin, 1));
    const error = page.locator('#new-checkoutDate-error');
    expect(await error.textContent()).toContain('La estadía mínima');
    expect(await page.getByRole('button', { name: texts('es').change.confirm }).count()).toBe(0);
  });

  it('is not offered once the free-cancellation window has closed', async () => {
    const { page } = await open(linkOf(PAST_WINDOW, 'en'), PHONE);
    expect(await page.getByRole('heading', { name: texts('en').change.title }).count()).toBe(0);
  });

  it('passes an accessibility audit on the dates page', async () => {
    const checkin = addDays(state.bookings.get(REFUNDABLE)!.startDate, 7);
    const { page } = await open(
      `${localizedPath(`/booking/${REFUNDABLE}/dates`, 'en')}?t=${LINK_TOKEN}&checkinDate=${checkin}&checkoutDate=${addDays(checkin, 3)}`,
      PHONE,
    );
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('paying what a change of dates left to pay', () => {
  it.each([
    ['phone', PHONE, 'en'],
    ['desktop', DESKTOP, 'es'],
  ] as const)('pays it online from the page and shows it paid (%s, %s)', async (name, viewport, lang) => {
    const p = texts(lang).payment;
    const amount = lang === 'en' ? '$120.00' : 'USD 120.00';
    const { page, errors } = await open(linkOf(BALANCE_DUE, lang), viewport);
    await scrollThrough(page);
    await islandsHydrated(page);
    expect(await mainText(page)).toContain(plain(fill(p.balanceDueOnline, { amount })));
    await screenshot(page, `manage-booking-balance-due-${lang}-${name}`);

    await page.getByRole('button', { name: fill(p.payBalance, { amount }) }).click();
    await page
      .getByRole('status')
      .filter({ hasText: plain(fill(p.balancePaid, { amount })) })
      .waitFor();
    await screenshot(page, `manage-booking-balance-paid-${lang}-${name}`);
    const ordered = sut.api.calls(`POST /api/bookings/${BALANCE_DUE}/balance`).at(-1);
    expect(JSON.parse(ordered?.body ?? 'null')).toEqual({ token: LINK_TOKEN });

    // Read again, the booking owes nothing and lists the payment with the first one.
    await page.reload();
    const text = await mainText(page);
    expect(text).not.toContain(plain(fill(p.balanceDue, { amount })));
    expect(text).toContain(lang === 'en' ? 'Paid $120.00 on' : 'Pagó USD 120.00 el');
    expect(await page.getByRole('button', { name: fill(p.payBalance, { amount }) }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('confirms a card payment on the way back from Recurrente, and leads back to the booking (es)', async () => {
    const r = dictionary('es').booking.return;
    const order = `BALANCE-${BALANCE_DUE}`;
    const { page, errors } = await open(`/es/booking/return?provider=recurrente&order=${order}&balance=${BALANCE_DUE}`, PHONE);
    const paid = plain(fill(r.balancePaid, { amount: 'USD 120.00', reference: BALANCE_DUE }));
    await page.getByRole('status').filter({ hasText: paid }).waitFor();
    // This tab remembers no booking page: "find my booking" sends a new link.
    expect(await page.getByRole('link', { name: r.backToBooking }).getAttribute('href')).toBe('/es/booking');
    expect(state.bookings.get(BALANCE_DUE)).toMatchObject({ balanceDue: '0.00', balanceProvider: null });
    expect(errors).toEqual([]);
  });

  it('without scripts, says what is left and that the retreat takes it', async () => {
    const p = texts('en').payment;
    const { page } = await open(linkOf(BALANCE_DUE, 'en'), PHONE, false);
    expect(await mainText(page)).toContain(plain(fill(p.balanceDue, { amount: '$120.00' })));
    expect(await page.getByRole('button', { name: fill(p.payBalance, { amount: '$120.00' }) }).count()).toBe(0);
  });
});

describe('cancelling', () => {
  it.each([
    ['with JavaScript on a phone', PHONE, 'en', true],
    ['without JavaScript on a desktop', DESKTOP, 'es', false],
    ['without JavaScript on a phone', PHONE, 'en', false],
    ['with JavaScript on a desktop', DESKTOP, 'es', true],
  ] as const)(
    '%s (%s): confirm, then the booking shows cancelled with its refund',
    async (_how, viewport, lang, scripts) => {
      const t = texts(lang);
      const { page, errors } = await open(linkOf(REFUNDABLE, lang), viewport, scripts);
      await cancelBooking(page, lang, `manage-booking-confirm-${lang}-${viewport.width}`);

      expect(JSON.parse(sut.api.calls(`POST /api/bookings/${REFUNDABLE}/cancel`).at(-1)!.body)).toEqual({
        token: LINK_TOKEN,
      });
      const notice = page.getByRole('status').filter({ hasText: t.cancellation.cancelledTitle });
      expect(plain(await notice.textContent())).toContain(
        lang === 'en'
          ? 'We are refunding $360.00. It reaches you within 5–10 business days.'
          : 'Le estamos reembolsando USD 360.00. Le llega en un plazo de 5 a 10 días hábiles.',
      );
      const text = await mainText(page);
      expect(text).toContain(t.status.cancelled);
      expect(text).toContain(
        plain(fill(t.payment.refund.pending, { amount: lang === 'en' ? '$360.00' : 'USD 360.00' })),
      );
      expect(text).toContain(t.payment.refundArrives);
      expect(await page.getByText(t.cancellation.cancel, { exact: true }).count()).toBe(0);
      // The answer opens at the status, where the notice is, not at the top of the page.
      const box = await page.locator('#booking-status').boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect(box?.y).toBeLessThan(viewport.height);
      await screenshot(page, `manage-booking-cancelled-${lang}-${viewport.width}`);
      expect(errors).toEqual([]);
    },
  );

  it('after the free window: the confirmation says the retreat keeps the amount, and so does the answer', async () => {
    const t = texts('en');
    const { page } = await open(linkOf(PAST_WINDOW, 'en'), PHONE, false);
    await page.getByText(t.cancellation.cancel, { exact: true }).click();
    const panel = page.locator('.confirm-panel');
    expect(await panel.textContent()).toContain('the retreat keeps the $360.00 you paid');
    await Promise.all([page.waitForURL(/#booking-status$/), panel.getByRole('button').click()]);
    await page.getByRole('status').filter({ hasText: t.cancellation.cancelledKept }).waitFor();
    expect(await mainText(page)).not.toContain('Refund');
  });

  it('a second press (a double tap) shows the booking cancelled, not an error', async () => {
    const { page } = await open(linkOf(REFUNDABLE, 'en'), PHONE, false);
    await cancelBooking(page, 'en');
    // The same form again, as a second tap or a reload that resends it would.
    const again = await fetch(sut.url(linkOf(REFUNDABLE, 'en')), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: sut.site.url },
      body: `token=${LINK_TOKEN}`,
    });
    const html = await again.text();
    expect(again.status).toBe(200);
    expect(html).toContain(texts('en').cancellation.cancelledTitle);
    expect(html).not.toContain('role="alert"');
  });

  it("shows the API's refusal by its code, in the page's language", async () => {
    sut.api.routes[`POST /api/bookings/${PAY_AT_RETREAT}/cancel`] = () => ({
      status: 409,
      body: { code: 'bookings.notCancellable', message: 'This booking can no longer be cancelled here.' },
    });
    const { page } = await open(linkOf(PAY_AT_RETREAT, 'es'), PHONE, false);
    await cancelBooking(page, 'es');
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain(texts('es').cancellation.failedTitle);
    expect(await alert.textContent()).toContain(ERROR_TEXTS['bookings.notCancellable'].es);
    expect(await mainText(page)).toContain(texts('es').status.confirmed);
  });
});

describe('a link that opens no booking', () => {
  it.each(VIEWPORTS)('says so kindly and offers a new link (%s)', async (name, viewport) => {
    const t = texts('en');
    const { page, errors, status } = await open(linkOf(REFUNDABLE, 'en', 'forged-token'), viewport);
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.notFound.title);
    expect(await page.getByLabel(t.findForm.reference).inputValue()).toBe(REFUNDABLE);
    await page.locator('form').scrollIntoViewIfNeeded();
    await islandsHydrated(page);
    await page.getByLabel(t.findForm.email).fill('ana@example.com');
    await page.getByRole('button', { name: t.findForm.submit }).click();

    await page.getByRole('status').filter({ hasText: t.findForm.sent }).waitFor();
    expect(JSON.parse(sut.api.calls('POST /api/bookings/find').at(-1)!.body)).toEqual({
      email: 'ana@example.com',
      reference: REFUNDABLE,
    });
    await screenshot(page, `manage-booking-not-found-${name}`);
    // Chromium logs the document's own 404 as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  it('without a token, and in Spanish, is the same page', async () => {
    const { page, status } = await open(`/es/booking/${REFUNDABLE}`, PHONE);
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts('es').notFound.title);
  });

  it('answers 503 and says to try later when the API cannot be reached', async () => {
    sut.api.routes[`GET /api/bookings/${PAST_WINDOW}`] = () => ({ status: 500, body: {} });
    const response = await fetch(sut.url(linkOf(PAST_WINDOW, 'en')));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(texts('en').unavailable.title);
  });
});

describe('find my booking', () => {
  it.each(VIEWPORTS.flatMap(([name, viewport]) => LANGS.map((lang) => [name, viewport, lang] as const)))(
    'checks the reference, then answers the same neutral text (%s, %s)',
    async (name, viewport, lang) => {
      const f = texts(lang).findForm;
      const { page, errors } = await open(localizedPath('/booking', lang), viewport);
      await page.locator('form').scrollIntoViewIfNeeded();
      await islandsHydrated(page);
      const sent = sut.api.calls('POST /api/bookings/find').length;

      await page.getByLabel(f.email).fill('ana@example.com');
      await page.getByLabel(f.reference).fill('12345');
      await page.getByRole('button', { name: f.submit }).click();
      const reference = page.getByLabel(f.reference).and(page.locator('[aria-invalid="true"]'));
      await reference.waitFor();
      expect(await page.locator('#find-booking-reference-error').textContent()).toBe(
        dictionary(lang).messages.invalidBookingReference,
      );
      expect(sut.api.calls('POST /api/bookings/find').length).toBe(sent);

      await page.getByLabel(f.reference).fill('r 4k7m q2xp');
      await page.getByRole('button', { name: f.submit }).click();
      await page.getByRole('status').filter({ hasText: f.sent }).waitFor();
      expect(JSON.parse(sut.api.calls('POST /api/bookings/find').at(-1)!.body)).toEqual({
        email: 'ana@example.com',
        reference: 'R-4K7M-Q2XP',
      });
      await screenshot(page, `find-booking-${lang}-${name}`);
      expect(errors).toEqual([]);
    },
  );

  it('is sent by the server when scripts have not run, with the same neutral answer', async () => {
    const f = texts('es').findForm;
    const { page } = await open('/es/booking', PHONE, false);
    await page.getByLabel(f.email).fill('nadie@example.com');
    await page.getByLabel(f.reference).fill('S-0000-0000');
    await Promise.all([page.waitForURL(/#find-booking-title$/), page.getByRole('button', { name: f.submit }).click()]);
    await page.getByRole('status').filter({ hasText: f.sent }).waitFor();
    expect(JSON.parse(sut.api.calls('POST /api/bookings/find').at(-1)!.body)).toEqual({
      email: 'nadie@example.com',
      reference: 'S-0000-0000',
    });
  });
});

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

  it.each(VIEWPORTS)(
    'finds nothing serious on the booking, its confirmation, a dead link and the find page (%s)',
    async (_name, viewport) => {
      const { page } = await open(linkOf(REFUNDABLE, 'es'), viewport);
      const found: string[] = [];
      const scan = async (where: string) => {
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode().analyze();
        for (const violation of violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical')
            found.push(`${where}: ${violation.id}`);
        }
      };
      await scan('booking');
      await page.getByText(texts('es').cancellation.cancel, { exact: true }).click();
      await scan('confirmation');
      await page.goto(sut.url(linkOf(REFUNDABLE, 'en', 'stale')));
      await page.locator('form').scrollIntoViewIfNeeded();
      await islandsHydrated(page);
      await scan('dead link');
      await page.goto(sut.url('/booking'));
      await page.locator('form').scrollIntoViewIfNeeded();
      await islandsHydrated(page);
      await scan('find');
      expect(found).toEqual([]);
    },
  );
});
