/**
 * The till part of the fake API, as api/src/restaurant/till and api/src/exchange-rates answer:
 * the day's dollar rate (managers set it, history kept), till sessions opened with a float and
 * closed with a count, the X and Z reports, and what a POS payment needs (the open session, the
 * rate). The arithmetic is the contracts' own (settle, tillFigures, summarizeDay), as in the API.
 */
import {
  errorBody,
  exchangeRateRequestSchema,
  RESTAURANT_TILL,
  summarizeDay,
  dailySummaryReply,
  type SummaryOrder,
  TILL_ACCESS,
  TILL_MESSAGES,
  tillCloseRequestSchema,
  tillFigures,
  tillOpenRequestSchema,
  tillReportReply,
  toFieldErrors,
  type ExchangeRateReply,
  type SessionPayment,
  type StaffRole,
  type TillReportReply,
  type TillSessionReply,
} from '@lakeside/contracts';
import { readJson, reply } from './http';
import type { Context, FakeApi } from './server';

export interface FakeTill {
  rates: ExchangeRateReply[];
  sessions: TillSessionReply[];
  payments: (SessionPayment & { sessionId: number })[];
}

const tills = new WeakMap<FakeApi, FakeTill>();

/** The till data of one fake API, created on first use (no rate, no session: a fresh install). */
export function tillOf(api: FakeApi): FakeTill {
  let till = tills.get(api);
  if (!till) {
    till = { rates: [], sessions: [], payments: [] };
    tills.set(api, till);
  }
  return till;
}

/** Today at the retreat (UTC-6, no daylight saving). */
const retreatToday = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);

/** The rate in force today: the newest from today or before, the last one set for its day. */
export function rateInForce(till: FakeTill): ExchangeRateReply | null {
  const today = retreatToday();
  return (
    till.rates
      .filter((rate) => rate.effectiveDate <= today)
      .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || b.id - a.id)[0] ?? null
  );
}

/** A session just opened by `by` with `float` (not yet in the till's list). */
function newSession(till: FakeTill, by: string, float: TillSessionReply['float']): TillSessionReply {
  return {
    id: till.sessions.length + 1,
    till: RESTAURANT_TILL,
    status: 'open',
    openedAt: new Date().toISOString(),
    openedBy: by,
    float,
    openingNote: null,
    payments: 0,
    closedAt: null,
    closedBy: null,
    counted: null,
    expected: null,
    difference: null,
    closingNote: null,
  };
}

export const openSession = (till: FakeTill) => till.sessions.find((session) => session.status === 'open') ?? null;

function reportOf(till: FakeTill, session: TillSessionReply): TillReportReply {
  const figures = tillFigures(
    { float: session.float, counted: session.counted },
    till.payments.filter((payment) => payment.sessionId === session.id),
  );
  return tillReportReply.parse({
    kind: session.status === 'open' ? 'X' : 'Z',
    generatedAt: new Date().toISOString(),
    session,
    ...figures,
  });
}

export async function handleTill(context: Context): Promise<void> {
  const { api, request, response, url, staff } = context;
  const till = tillOf(api);
  const path = url.pathname;
  const method = request.method ?? 'GET';
  const role = staff?.role as StaffRole;
  const invalid = (error: Parameters<typeof toFieldErrors>[0]) =>
    reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(error) }));

  if (method === 'GET' && path === '/api/exchange-rates') {
    return reply(
      response,
      200,
      [...till.rates].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || b.id - a.id),
    );
  }
  if (method === 'GET' && path === '/api/exchange-rates/current') {
    return reply(response, 200, { date: retreatToday(), rate: rateInForce(till) });
  }
  if (method === 'POST' && path === '/api/exchange-rates') {
    if (!(TILL_ACCESS.setExchangeRate as readonly string[]).includes(role)) {
      return reply(response, 403, errorBody('common.forbidden'));
    }
    const parsed = exchangeRateRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error);
    const effectiveDate = parsed.data.effectiveDate ?? retreatToday();
    if (effectiveDate < retreatToday()) {
      return reply(
        response,
        400,
        errorBody('common.validationFailed', {
          errors: [{ field: 'effectiveDate', message: TILL_MESSAGES.rateDateInPast }],
        }),
      );
    }
    const rate: ExchangeRateReply = {
      id: till.rates.length + 1,
      usdToGtq: parsed.data.usdToGtq,
      effectiveDate,
      note: parsed.data.note,
      setBy: staff?.username ?? '',
      setAt: new Date().toISOString(),
    };
    till.rates.push(rate);
    return reply(response, 201, rate);
  }

  if (method === 'GET' && path === '/api/till') {
    return reply(response, 200, { session: openSession(till), exchangeRate: rateInForce(till) });
  }
  if (method === 'GET' && path === '/api/till/sessions') {
    return reply(response, 200, [...till.sessions].reverse());
  }
  if (method === 'POST' && path === '/api/till/sessions') {
    const parsed = tillOpenRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error);
    if (openSession(till)) return reply(response, 409, errorBody('till.alreadyOpen'));
    const session = newSession(till, staff?.username ?? '', { Q: parsed.data.floatGtq, USD: parsed.data.floatUsd });
    session.openingNote = parsed.data.note;
    till.sessions.push(session);
    return reply(response, 201, session);
  }
  const [, id, action] = /^\/api\/till\/sessions\/(\d+)\/(report|close)$/.exec(path) ?? [];
  const session = till.sessions.find((candidate) => candidate.id === Number(id));
  if (id && !session) return reply(response, 404, errorBody('till.sessionNotFound'));
  if (session && method === 'GET' && action === 'report') return reply(response, 200, reportOf(till, session));
  if (session && method === 'POST' && action === 'close') {
    const parsed = tillCloseRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error);
    if (session.status === 'closed') return reply(response, 409, errorBody('till.alreadyClosed'));
    Object.assign(session, {
      status: 'closed',
      closedAt: new Date().toISOString(),
      closedBy: staff?.username ?? '',
      counted: { Q: parsed.data.countedGtq, USD: parsed.data.countedUsd },
      closingNote: parsed.data.note,
    });
    const { cash } = reportOf(till, session);
    session.expected = { Q: cash.Q.expected, USD: cash.USD.expected };
    session.difference = { Q: cash.Q.difference ?? '0.00', USD: cash.USD.difference ?? '0.00' };
    return reply(response, 200, reportOf(till, session));
  }
  return reply(response, 404, { message: `Cannot ${method} ${path}` });
}

/** The summary's orders: what the fake keeps of each, as SummaryOrder reads it. */
interface DayOrder {
  status: string;
  orderType: string;
  orderTime: string;
  totalAmount?: string;
  paymentStatus: string;
  paymentMethod?: string | null;
  paidCurrency?: string | null;
  paidAmount?: string | null;
  items?: { menuItemId: number; name: string; quantity: number; totalPrice: string }[];
}

/** GET /api/restaurant/summary?date=: the retreat day's orders (UTC-6) summed by the contracts' summarizeDay. */
export function daySummary(orders: readonly DayOrder[], date: string | null) {
  const day = date ?? retreatToday();
  const from = new Date(`${day}T06:00:00.000Z`);
  const to = new Date(from.getTime() + 86_400_000);
  const ofDay = orders.filter((order) => new Date(order.orderTime) >= from && new Date(order.orderTime) < to);
  const summary = summarizeDay(
    ofDay.map((order): SummaryOrder => ({
      ...(order as unknown as SummaryOrder),
      totalAmount: order.totalAmount ?? '0.00',
      currency: 'Q',
      paymentMethod: (order.paymentMethod ?? null) as SummaryOrder['paymentMethod'],
      paidCurrency: (order.paidCurrency ?? null) as SummaryOrder['paidCurrency'],
      paidAmount: order.paidAmount ?? null,
      lines: order.items ?? [],
    })),
  );
  return dailySummaryReply.parse({
    date: day,
    timeZone: 'America/Guatemala',
    from: from.toISOString(),
    to: to.toISOString(),
    ...summary,
  });
}

/** For tests of the POS: the till open with a Q500 float and today's rate set, as after a manager and a cashier did. */
export function seedOpenTill(api: FakeApi, usdToGtq = '7.7500'): void {
  const till = tillOf(api);
  const now = new Date().toISOString();
  till.rates.push({
    id: till.rates.length + 1,
    usdToGtq,
    effectiveDate: retreatToday(),
    note: null,
    setBy: 'mario',
    setAt: now,
  });
  till.sessions.push(newSession(till, 'sam', { Q: '500.00', USD: '0.00' }));
}
