/**
 * A private sauna session paid by card through Recurrente where the retreat also takes PayPal,
 * on a phone, as booking-card.browser.test.ts pays a room: the sauna form offers both, card
 * holds the slot with provider 'recurrente' and leaves for Recurrente's hosted page (a stand-in
 * routed by the browser); giving up comes back to /booking/return with the slot still held and
 * the same checkout offered again; paying comes back to the same page, which confirms the
 * session through the sauna's capture call and shows what was booked and its reference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODAY, activitiesRoutes } from './support/fake-activities-api';
import { SAUNA_ORDER, recurrentePage } from './support/fake-session-payment-api';
import { giveUpOnRecurrente, payOnRecurrenteAgain, standInRecurrente } from './support/recurrente-stand-in';
import { PHONE, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;
const RECURRENTE_PAGE = recurrentePage(SAUNA_ORDER);

beforeAll(async () => {
  sut = await startSiteUnderTest(activitiesRoutes({ cards: true }));
});

afterAll(async () => {
  await sut?.close();
});

describe('paying for a sauna session by card', () => {
  it('leaves for Recurrente, comes back after giving up with the same checkout, and is confirmed after paying', async () => {
    const { page, errors } = await sut.newPage(PHONE);
    // PayPal's SDK renders nothing here: this test pays by card, on a stand-in of Recurrente's page.
    await standInRecurrente(
      page,
      RECURRENTE_PAGE,
      sut.url(`/booking/return?provider=recurrente&order=${SAUNA_ORDER}&kind=sauna`),
    );

    await page.goto(sut.url('/schedule'));
    await page.locator('#sauna').scrollIntoViewIfNeeded();
    await islandsHydrated(page);
    await page.getByRole('radio', { name: /3:00\sPM/ }).check();
    await page.getByRole('radio', { name: /120 min/ }).check();
    await page.getByLabel('Full name').fill('Ana López');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByRole('radio', { name: 'Pay now' }).check();

    const choices = page.getByRole('group', { name: 'Pay with' });
    await choices.waitFor();
    expect(await choices.getByRole('radio', { name: 'PayPal' }).isChecked()).toBe(true);
    await choices.getByRole('radio', { name: 'Card (Recurrente)' }).check();
    expect(await page.getByText('You will pay on Recurrente’s secure page and come back here.').isVisible()).toBe(true);
    const pay = page.getByRole('button', { name: 'Pay $25.50 by card' });
    expect(await pay.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await pay.click();
    await page.waitForURL(RECURRENTE_PAGE);
    const checkouts = sut.api.calls('POST /api/sauna-bookings/checkout');
    expect(checkouts.map((call) => JSON.parse(call.body) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ sessionDate: TODAY, timeSlot: '15:00', duration: 120, provider: 'recurrente' }),
    ]);

    expect(await giveUpOnRecurrente(page, /You have not been charged\. Your place stays held for you until/)).toBe(
      true,
    );
    expect(sut.api.calls(`POST /api/sauna-bookings/checkout/${SAUNA_ORDER}/capture`)).toHaveLength(0);
    const summary = await payOnRecurrenteAgain(page, RECURRENTE_PAGE);
    expect(summary).toContain('Ana López');
    expect(summary).toContain('Private sauna session, 120 min');
    expect(summary).toContain('3:00');
    expect(summary).toContain('$25.50');
    expect(summary).toContain('S-TEST-0001');
    expect(summary).toContain('A confirmation e-mail has been sent to ana@example.com.');
    expect(sut.api.calls(`POST /api/sauna-bookings/checkout/${SAUNA_ORDER}/capture`)).toHaveLength(1);
    // One checkout: the second visit to Recurrente paid the checkout made the first time.
    expect(sut.api.calls('POST /api/sauna-bookings/checkout')).toHaveLength(1);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(sut.url('/schedule'));
    expect(errors).toEqual([]);
  });
});
