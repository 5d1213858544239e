/**
 * Paying a room by card through Recurrente where the retreat also takes PayPal, on a phone: the
 * payment step offers both, card makes the order with provider 'recurrente' and leaves for
 * Recurrente's hosted page (a stand-in routed by the browser); giving up there comes back to
 * /booking/return with the dates still held and the same checkout offered again; paying comes
 * back to the same page, which confirms the booking through the capture call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatClock } from '../src/lib/time/retreat-clock';
import {
  ORDER_ID,
  RECURRENTE_PAGE,
  bookingRoutes,
  bookingState,
  stayFrom,
  type BookingState,
} from './support/fake-booking-api';
import { bookToPayment } from './support/booking-wizard';
import { giveUpOnRecurrente, payOnRecurrenteAgain, standInRecurrente } from './support/recurrente-stand-in';
import { PHONE, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;
let state: BookingState;
const stay = stayFrom(retreatClock().date, 20, 2);

beforeAll(async () => {
  state = bookingState();
  state.provider = 'paypal';
  state.cards = true;
  sut = await startSiteUnderTest(bookingRoutes(state));
});

afterAll(async () => {
  await sut?.close();
});

describe('paying by card', () => {
  it('leaves for Recurrente, comes back after giving up with the same checkout, and is confirmed after paying', async () => {
    const { page, errors } = await sut.newPage(PHONE);
    // PayPal's SDK renders nothing here: this test pays by card, on a stand-in of Recurrente's page.
    await standInRecurrente(page, RECURRENTE_PAGE, sut.url(`/booking/return?provider=recurrente&order=${ORDER_ID}`));

    await page.goto(sut.url(`/book/lakefront_lower?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=2`));
    const dialog = await bookToPayment(page);

    const choices = dialog.getByRole('group', { name: 'Pay with' });
    await choices.waitFor();
    expect(await choices.getByRole('radio', { name: 'PayPal' }).isChecked()).toBe(true);
    await choices.getByRole('radio', { name: 'Card (Recurrente)' }).check();
    const pay = dialog.getByRole('button', { name: 'Pay $130 by card' });
    expect(await pay.isDisabled()).toBe(true);
    expect(await dialog.getByText('You will pay on Recurrente’s secure page and come back here.').isVisible()).toBe(
      true,
    );
    await dialog.getByRole('checkbox', { name: 'I accept the terms and the cancellation policy' }).check();
    await pay.click();
    await page.waitForURL(RECURRENTE_PAGE);
    expect(state.orders).toEqual([expect.objectContaining({ amount: '130.00', provider: 'recurrente' })]);

    expect(await giveUpOnRecurrente(page, /You have not been charged\. Your dates stay held for you until/)).toBe(true);
    expect(sut.api.calls(`POST /paypal/order/${ORDER_ID}/capture`)).toHaveLength(0);
    const summary = await payOnRecurrenteAgain(page, RECURRENTE_PAGE);
    expect(summary).toContain('Ana López');
    expect(summary).toContain('$130.00');
    expect(sut.api.calls(`POST /paypal/order/${ORDER_ID}/capture`)).toHaveLength(1);
    // One order: the second visit to Recurrente paid the checkout made the first time.
    expect(state.orders).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
