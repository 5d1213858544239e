/**
 * Taxes on sauna sessions (wellness) and event tickets (SQLite, and MariaDB with DATABASE_URL):
 * the seeded IVA is a part of the price, stored with the booking and named in the confirmation;
 * a tax the retreat adds on top (a rule an admin creates) raises the quote's total and what the
 * booking costs, so a client that leaves it out is refused. Expected amounts are worked out here.
 */
import {
  addMoney,
  sessionQuoteReply,
  subtractMoney,
  type EventBookingReply,
  type SaunaBookedReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBooking } from '../src/events/event-booking.entity.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { daysFromToday, eventBooking, saunaBooking } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { textOf } from './support/mail-reading.js';
import { newPaidEvent } from './support/session-bookings.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let guest: ApiClient;
let admin: StaffApiClient;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ seed: true, env: { SMTP_URL: inbox.url, PUBLIC_WRITES_PER_MINUTE: '1000' } });
  guest = apiClient(t);
  admin = await signInAs(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** round(cents × numerator / denominator), half up. */
const share = (amount: string, numerator: number, denominator: number) =>
  (Math.floor((2 * Math.round(Number(amount) * 100) * numerator + denominator) / (2 * denominator)) / 100).toFixed(2);

/** While it runs, `category` also pays a 10% tax on top of its prices. */
async function withAddedTax(category: 'events' | 'wellness', run: () => Promise<void>): Promise<void> {
  const rule = { name: 'Municipal tax', rate: '10.00', appliesTo: category, included: false };
  const created = await admin.send<{ id: number }>('POST', '/api/admin/tax-rules', rule);
  expect(created.status).toBe(201);
  try {
    await run();
  } finally {
    await admin.send('DELETE', `/api/admin/tax-rules/${created.body.id}`);
  }
}

describe('a sauna session', () => {
  it('keeps the IVA it was sold with and names it in the confirmation; the price stays the rate', async () => {
    const booked = await guest.send<SaunaBookedReply>(
      'POST',
      '/api/sauna-bookings',
      saunaBooking({ email: 'iva@example.com' }),
    );
    expect(booked.status).toBe(201);
    const iva = share(booked.body.totalPrice, 12, 112);
    expect(booked.body).toMatchObject({
      taxes: [{ name: 'IVA', rate: '12.00', included: true, amount: iva }],
      taxIncluded: iva,
      taxAdded: '0.00',
    });
    const row = await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ id: booked.body.id });
    expect(row).toMatchObject({ taxIncluded: iva, taxAdded: '0.00' });
    expect(textOf(await inbox.waitFor('iva@example.com'))).toContain(`Includes IVA (12%): ${iva} USD`);
  });

  it('costs the rate plus an added tax, in the quote and the booking', async () => {
    await withAddedTax('wellness', async () => {
      const body = saunaBooking({ timeSlot: '19:00', email: 'added@example.com' });
      const query = new URLSearchParams({ sessionDate: body.sessionDate, timeSlot: body.timeSlot, duration: '90' });
      const quote = await guest.read(`/api/sauna-bookings/quote?${query.toString()}`, sessionQuoteReply);
      const rate = quote.lines[0]?.amount ?? '';
      const added = share(subtractMoney(rate, share(rate, 12, 112)), 10, 100);
      expect(quote).toMatchObject({ totalPrice: addMoney(rate, added), taxAdded: added });

      expect(await guest.send('POST', '/api/sauna-bookings', { ...body, totalPrice: rate })).toEqual({
        status: 422,
        body: refusal('payments.priceMismatch'),
      });
      const booked = await guest.send<SaunaBookedReply>('POST', '/api/sauna-bookings', {
        ...body,
        totalPrice: quote.totalPrice,
      });
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({ totalPrice: quote.totalPrice, taxes: quote.taxes, taxAdded: added });
    });
  });
});

describe('event tickets', () => {
  it('cost tickets × price plus an added tax, stored with the booking; the IVA is part of the price', async () => {
    const event = await newPaidEvent(t.dataSource, daysFromToday(12), 10);
    await withAddedTax('events', async () => {
      const query = new URLSearchParams({ eventId: event.id, selectedDateTime: event.startsAt, numberOfTickets: '2' });
      const quote = await guest.read(`/api/event-bookings/quote?${query.toString()}`, sessionQuoteReply);
      const tickets = quote.lines[0]?.amount ?? '';
      const iva = share(tickets, 12, 112);
      const added = share(subtractMoney(tickets, iva), 10, 100);
      expect(quote).toMatchObject({ totalPrice: addMoney(tickets, added), taxIncluded: iva, taxAdded: added });

      const body = eventBooking({
        eventId: event.id,
        selectedDateTime: event.startsAt,
        numberOfTickets: 2,
        totalAmount: quote.totalPrice,
      });
      const booked = await guest.send<EventBookingReply>('POST', '/api/event-bookings', body);
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({ totalAmount: quote.totalPrice, taxes: quote.taxes });
      const row = await t.dataSource.getRepository(EventBooking).findOneByOrFail({ id: booked.body.id });
      expect(row).toMatchObject({ totalAmount: quote.totalPrice, taxIncluded: iva, taxAdded: added });
      const mail = textOf(await inbox.waitFor(body.email));
      expect(mail).toContain(`Municipal tax (10%): ${added} USD`);
      expect(mail).toContain(`Includes IVA (12%): ${iva} USD`);
    });
  });
});
