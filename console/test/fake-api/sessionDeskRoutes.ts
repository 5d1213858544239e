/**
 * The desk's calls on sauna sessions and event tickets, as api/src/bookings/session-desk answers
 * them: GET /api/{sauna,event}-bookings/:id/desk and POST …/cancel, …/payments, …/attended,
 * …/no-show, with the same roles, policy override rule (a manager and a reason), refund limit
 * and refusals. Rows live in the fake's sauna-bookings and event-bookings tables; what the
 * real API keeps elsewhere (reference, deadline, cancelledAt…) is kept on the row.
 */
import {
  SESSION_DESK_ACCESS,
  compareMoney,
  deskPaymentCurrency,
  deskPaymentSchema,
  errorBody,
  errorMessage,
  moneyEquals,
  eventMoveSchema,
  saunaMoveSchema,
  staffCancellationSchema,
  subtractMoney,
  sumMoney,
  toFieldErrors,
  type BookingPaymentStaffReply,
  type DeskSessionReply,
  type SessionBookingKind,
  type SessionMoveQuoteReply,
  type StaffRole,
} from '@lakeside/contracts';
import type { Row } from './adminCrud';
import { readJson, reply } from './http';
import type { Context } from './server';

const TABLE = { sauna: 'sauna-bookings', event: 'event-bookings' } as const;

const allowed = (roles: readonly StaffRole[], role: StaffRole) => roles.includes(role);
const instant = (value: unknown) => (typeof value === 'string' ? value : null);

/** The booking's facts by kind: a sauna row as GET /api/sauna-bookings lists it, an event row as the admin grid. */
function factsOf(kind: SessionBookingKind, row: Row) {
  if (kind === 'sauna') {
    return {
      title: 'Private sauna session',
      date: String(row.sessionDate),
      time: String(row.timeSlot),
      people: 1,
      total: String(row.totalPrice),
      paysAtRetreat: row.paymentStatus === 'pay_at_retreat',
    };
  }
  return {
    title: typeof row.eventTitle === 'string' ? row.eventTitle : 'Event',
    date: String(row.sessionDate),
    time: String(row.selectedTimeSlot),
    people: Number(row.numberOfTickets),
    total: String(row.totalAmount),
    paysAtRetreat: row.paymentStatus === 'confirmed',
  };
}

function viewOf(kind: SessionBookingKind, row: Row, payments: BookingPaymentStaffReply[]): DeskSessionReply {
  const facts = factsOf(kind, row);
  const mine = payments.filter((payment) => payment.bookingKind === kind && payment.bookingId === row.id);
  const paidOnline = row.paymentStatus === 'paid';
  const refunded = sumMoney(mine.filter((payment) => payment.kind === 'refund').map((payment) => payment.amount));
  const state = row.cancelledAt
    ? 'cancelled'
    : row.paymentStatus === 'held' || row.paymentStatus === 'expired'
      ? row.paymentStatus
      : 'confirmed';
  return {
    kind,
    id: Number(row.id),
    reference:
      typeof row.reference === 'string'
        ? row.reference
        : `${kind === 'sauna' ? 'S' : 'E'}-FAKE-${String(row.id).padStart(4, '0')}`,
    title: facts.title,
    eventKey: kind === 'event' && typeof row.eventKey === 'string' ? row.eventKey : null,
    date: facts.date,
    time: facts.time,
    people: facts.people,
    guestName: String(row.guestName),
    email: String(row.email),
    phone: (row.phone as string | null) ?? null,
    total: facts.total,
    currency: typeof row.currency === 'string' ? row.currency : 'USD',
    state,
    paidOnline,
    owesAtDesk: facts.paysAtRetreat && state === 'confirmed' && !mine.some((payment) => payment.provider === 'desk'),
    refundable: paidOnline ? subtractMoney(facts.total, refunded) : '0.00',
    freeCancellationUntil: instant(row.freeCancellationUntil),
    cancelledAt: instant(row.cancelledAt),
    attendedAt: instant(row.attendedAt),
    noShowAt: instant(row.noShowAt),
    payments: mine,
  };
}

function paymentRow(
  api: Context['api'],
  booking: DeskSessionReply,
  fields: Pick<BookingPaymentStaffReply, 'kind' | 'provider' | 'providerReference' | 'amount' | 'currency'>,
): BookingPaymentStaffReply {
  const now = new Date().toISOString();
  const row: BookingPaymentStaffReply = {
    id: api.sessionPayments.length + 1,
    bookingKind: booking.kind,
    bookingId: booking.id,
    status: 'completed',
    failureReason: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  api.sessionPayments.push(row);
  return row;
}

/** The caller has checked that a staff member is signed in. */
export async function handleSessionDesk(context: Context): Promise<void> {
  const { api, request, response, url, staff } = context;
  const [, kindWord, id, action] = /^\/api\/(sauna|event)-bookings\/(\d+)\/([a-z-]+)$/.exec(url.pathname) ?? [];
  const kind = kindWord as SessionBookingKind;
  const row = (api.tables[TABLE[kind]] ?? []).find((candidate) => candidate.id === Number(id));
  if (!row) return reply(response, 404, errorBody('common.notFound'));
  const role = staff?.role as StaffRole;
  const booking = viewOf(kind, row, api.sessionPayments);
  const now = new Date();
  const done = () => reply(response, 200, viewOf(kind, row, api.sessionPayments));
  const log = (body: unknown) =>
    api.sessionDesk.push({ kind, bookingId: booking.id, action, by: staff?.username ?? '', body });

  if (request.method === 'GET' && action === 'desk') return reply(response, 200, booking);
  if (action === 'move') return moveSession(context, kind, row, booking);
  if (request.method !== 'POST') return reply(response, 404, { message: `Cannot ${request.method} ${url.pathname}` });
  const standing = booking.state === 'confirmed' && !booking.attendedAt && !booking.noShowAt;

  switch (action) {
    case 'cancel': {
      const parsed = staffCancellationSchema.safeParse(await readJson(request));
      if (!parsed.success) {
        return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
      }
      const input = parsed.data;
      const cancellable =
        (booking.state === 'held' || booking.state === 'confirmed') && !booking.attendedAt && !booking.noShowAt;
      if (!cancellable) return reply(response, 409, errorBody('desk.notCancellable'));
      const inWindow = booking.freeCancellationUntil !== null && now <= new Date(booking.freeCancellationUntil);
      const policy = inWindow ? booking.refundable : '0.00';
      const chosen = { policy, full: booking.refundable, part: input.refundAmount ?? '0.00', none: '0.00' }[
        input.refund
      ];
      if (compareMoney(chosen, booking.refundable) > 0) {
        const body = errorBody('payments.refundOverRefundable', { params: { refundable: booking.refundable } });
        return reply(response, 422, body);
      }
      if (!inWindow || !moneyEquals(chosen, policy)) {
        if (!allowed(SESSION_DESK_ACCESS.overridePolicy, role)) {
          return reply(response, 403, errorBody('desk.overrideNeedsManager'));
        }
        if (!input.reason) {
          const errors = [{ field: 'reason', message: errorMessage('desk.reasonRequired') }];
          return reply(response, 400, errorBody('desk.reasonRequired', { errors }));
        }
      }
      Object.assign(row, { cancelledAt: now.toISOString() });
      if (compareMoney(chosen, '0') > 0) {
        paymentRow(api, booking, {
          kind: 'refund',
          provider: 'paypal',
          providerReference: null,
          amount: chosen,
          currency: booking.currency,
        });
      }
      log(input);
      return done();
    }
    case 'payments': {
      const parsed = deskPaymentSchema.safeParse(await readJson(request));
      if (!parsed.success) {
        return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
      }
      if (!booking.owesAtDesk) return reply(response, 409, errorBody('desk.nothingToPay'));
      const { method, amount } = parsed.data;
      log(parsed.data);
      const currency = deskPaymentCurrency(method);
      return reply(
        response,
        201,
        paymentRow(api, booking, { kind: 'capture', provider: 'desk', providerReference: method, amount, currency }),
      );
    }
    case 'attended':
      // The API also holds the guest to the session's day; the browser tests run on a fixed clock the fake does not share.
      if (!standing) return reply(response, 409, errorBody('desk.notAttendable'));
      Object.assign(row, { attendedAt: now.toISOString() });
      log({});
      return done();
    case 'no-show':
      if (!allowed(SESSION_DESK_ACCESS.noShow, role)) return reply(response, 403, errorBody('common.forbidden'));
      if (!standing) return reply(response, 409, errorBody('desk.noShowTooEarly'));
      Object.assign(row, { noShowAt: now.toISOString() });
      log({});
      return done();
    default:
      return reply(response, 404, { message: `Cannot POST ${url.pathname}` });
  }
}

/**
 * GET …/move (the quote) and POST …/move, as the API answers them: the same price (one rate per
 * sauna length, one ticket price per event); a sauna slot is free unless another standing
 * session has that day and slot (the fake keeps no seat counts for event moves); the move
 * keeps the booking and changes its day and time.
 */
async function moveSession(context: Context, kind: SessionBookingKind, row: Row, booking: DeskSessionReply) {
  const { api, request, response, url, staff } = context;
  const body = request.method === 'GET' ? Object.fromEntries(url.searchParams) : await readJson(request);
  const parsed = kind === 'sauna' ? saunaMoveSchema.safeParse(body) : eventMoveSchema.safeParse(body);
  if (!parsed.success) {
    return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
  }
  const { sessionDate, timeSlot } =
    'sessionDate' in parsed.data
      ? parsed.data
      : { sessionDate: parsed.data.selectedDateTime?.slice(0, 10) ?? '', timeSlot: parsed.data.selectedTimeSlot ?? '' };
  const standing = (booking.state === 'held' || booking.state === 'confirmed') && !booking.attendedAt && !booking.noShowAt;
  if (!standing) return reply(response, 409, errorBody('desk.notMovable'));
  if (sessionDate === booking.date && timeSlot === booking.time) return reply(response, 400, errorBody('bookings.sameDates'));
  const taken = kind === 'sauna' && (api.tables[TABLE.sauna] ?? []).some(
    (other) => other !== row && !other.cancelledAt && other.sessionDate === sessionDate && other.timeSlot === timeSlot,
  );
  if (request.method === 'GET') {
    const quote: SessionMoveQuoteReply = {
      reference: booking.reference,
      currency: booking.currency,
      current: { date: booking.date, time: booking.time, total: booking.total },
      proposed: {
        date: sessionDate,
        time: timeSlot,
        total: booking.total,
        taxes: [],
        taxIncluded: '0.00',
        taxAdded: '0.00',
        freeCancellationUntil: new Date(`${sessionDate}T${timeSlot}:00-06:00`).toISOString(),
      },
      available: !taken,
      refund: '0.00',
      toPay: '0.00',
    };
    return reply(response, 200, quote);
  }
  if (taken) return reply(response, 409, errorBody('sauna.slotTaken'));
  Object.assign(row, kind === 'sauna' ? { sessionDate, timeSlot } : { sessionDate, selectedTimeSlot: timeSlot });
  api.sessionDesk.push({ kind, bookingId: booking.id, action: 'move', by: staff?.username ?? '', body: parsed.data });
  return reply(response, 200, viewOf(kind, row, api.sessionPayments));
}
