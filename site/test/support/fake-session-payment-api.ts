/**
 * Fake API routes for paying for event tickets and a sauna session: the quotes (priced from the
 * fake events and sauna rates, the deadlines as the policy counts them), the payment setup of
 * the simulated provider (or, with `cards`, PayPal beside cards through Recurrente), and the
 * checkout and capture, which answer with the booking paid. A card checkout's approvalUrl is
 * Recurrente's hosted page for it (recurrentePage), which a browser test stands in for.
 */
import type { PaymentSetupReply, SessionPaymentOrderReply, SessionQuoteReply } from '@lakeside/contracts';
import { FREE_CANCELLATION_HOURS, multiplyMoney, POLICIES_UPDATED_ON } from '@lakeside/contracts';
import type { FakeRoute } from './fake-api';
import { eventBooked, saunaBooked } from './replies';

export const EVENT_ORDER = 'SIMULATED-EVENT-1';
export const SAUNA_ORDER = 'SIMULATED-SAUNA-1';
const HOUR = 3_600_000;

/** Where a card checkout sends the guest: Recurrente's hosted page for `orderId`. */
export const recurrentePage = (orderId: string) => `https://app.recurrente.test/checkout/${orderId}`;

interface Options {
  /** Event ticket prices by occurrence id. */
  ticketPrices: Record<string, string>;
  /** Sauna rates by minutes. */
  saunaRates: Record<number, string>;
  /** False: the retreat takes these bookings only paid online. */
  payAtRetreat: boolean;
  /** PayPal is the default and cards through Recurrente are offered beside it (else only the simulated provider). */
  cards?: boolean;
}

const query = (url: string) => new URL(url, 'http://fake').searchParams;

function quote(line: SessionQuoteReply['lines'][number], start: string, hours: number, payAtRetreat: boolean) {
  const reply: SessionQuoteReply = {
    lines: [line],
    totalPrice: line.amount,
    taxes: [],
    taxIncluded: '0.00',
    taxAdded: '0.00',
    currency: 'USD',
    freeCancellationUntil: new Date(Date.parse(start) - hours * HOUR).toISOString(),
    policyVersion: POLICIES_UPDATED_ON,
    payAtRetreat,
  };
  return { status: 200, body: reply };
}

const order = (id: string, amount: string, body: Record<string, unknown>): SessionPaymentOrderReply => ({
  id,
  status: 'CREATED',
  approvalUrl: body.provider === 'recurrente' ? recurrentePage(id) : null,
  reference: id.includes('EVENT') ? 'E-TEST-0001' : 'S-TEST-0001',
  amount,
  currency: 'USD',
  holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
});

/** The provider the checkout body chose; the default (simulated) when it chose none. */
const providerOf = (body: Record<string, unknown>) => (typeof body.provider === 'string' ? body.provider : 'simulated');

const SIMULATED = { provider: 'simulated', label: 'Simulated payment — no money moves', redirects: false } as const;
const PAYPAL = { provider: 'paypal', label: 'PayPal', redirects: false } as const;
const CARD = { provider: 'recurrente', label: 'Card (Recurrente)', redirects: true } as const;

export function sessionPaymentRoutes(options: Options): Record<string, FakeRoute> {
  const { ticketPrices, saunaRates, payAtRetreat, cards = false } = options;
  let eventBody: Record<string, unknown> = {};
  let saunaBody: Record<string, unknown> = {};
  return {
    'GET /paypal/setup': () => {
      const first = cards ? PAYPAL : SIMULATED;
      const setup = {
        provider: first.provider,
        simulated: !cards,
        label: first.label,
        clientId: cards ? 'test-client' : null,
        clientToken: null,
        currency: 'USD',
        intent: 'CAPTURE',
        offered: cards ? [PAYPAL, CARD] : [SIMULATED],
      } satisfies PaymentSetupReply & { offered: unknown[] };
      return { status: 200, body: setup };
    },
    'GET /api/event-bookings/quote': (request) => {
      const params = query(request.url);
      const price = ticketPrices[params.get('eventId') ?? ''] ?? '0.00';
      const tickets = Number(params.get('numberOfTickets'));
      const line = {
        item: 'tickets' as const,
        quantity: tickets,
        unitPrice: price,
        amount: multiplyMoney(price, tickets),
        minutes: null,
      };
      return quote(line, params.get('selectedDateTime') ?? '', FREE_CANCELLATION_HOURS.events, payAtRetreat);
    },
    'GET /api/sauna-bookings/quote': (request) => {
      const params = query(request.url);
      const minutes = Number(params.get('duration'));
      const price = saunaRates[minutes] ?? '0.00';
      const line = { item: 'saunaSession' as const, quantity: 1, unitPrice: price, amount: price, minutes };
      const start = `${params.get('sessionDate')}T${params.get('timeSlot')}:00-06:00`;
      return quote(line, start, FREE_CANCELLATION_HOURS.wellness, payAtRetreat);
    },
    'POST /api/event-bookings/checkout': (request) => {
      eventBody = JSON.parse(request.body) as Record<string, unknown>;
      return { status: 201, body: order(EVENT_ORDER, String(eventBody.totalAmount), eventBody) };
    },
    [`POST /api/event-bookings/checkout/${EVENT_ORDER}/capture`]: () => ({
      status: 200,
      body: {
        ...eventBooked(92, eventBody),
        reference: 'E-TEST-0001',
        paymentStatus: 'paid',
        paymentProvider: providerOf(eventBody),
        paypalOrderId: EVENT_ORDER,
      },
    }),
    'POST /api/sauna-bookings/checkout': (request) => {
      saunaBody = JSON.parse(request.body) as Record<string, unknown>;
      return {
        status: 201,
        body: order(SAUNA_ORDER, typeof saunaBody.totalPrice === 'string' ? saunaBody.totalPrice : '0.00', saunaBody),
      };
    },
    [`POST /api/sauna-bookings/checkout/${SAUNA_ORDER}/capture`]: () => ({
      status: 200,
      body: {
        ...saunaBooked(32, saunaBody),
        // The booking the checkout held: the capture answers with its reference.
        reference: 'S-TEST-0001',
        paymentStatus: 'paid',
        paymentProvider: providerOf(saunaBody),
        paypalOrderId: SAUNA_ORDER,
      },
    }),
  };
}
