/**
 * The desk's room booking calls and the availability quote, as api/src/rooms answers them:
 * POST /api/room-bookings/staff (201 { booking, emailSent }, 400 field errors, 409 when a
 * night is held or sold), POST /api/room-bookings/:id/cancel, GET /api/rooms/availability.
 */
import {
  CHECK_IN_WINDOW,
  FREE_CANCELLATION_HOURS,
  MESSAGES,
  deskPaymentCurrency,
  deskPaymentSchema,
  makeRoomSearchSchema,
  makeStaffRoomBookingSchema,
  multiplyMoney,
  nightsBetween,
  PAY_AT_RETREAT,
  RETREAT_TIME_ZONE,
  ROOM_DESK_ACCESS,
  roomBookingCancellationSchema,
  staffStayMoveSchema,
  stayNights,
  toFieldErrors,
  tooManyGuests,
  type RoomBookingReply,
  type StaffRole,
  errorMessage,
  errorBody,
  STAY_LIMITS,
} from '@lakeside/contracts';
import type { Row } from './adminCrud';
import { ROOMS } from './fixtures';
import { readJson, reply } from './http';
import type { Context } from './server';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: RETREAT_TIME_ZONE }).format(new Date());

/** Held and confirmed bookings own their nights (older rows without a status count as confirmed). */
const ownsNights = (row: Row) => row.status === undefined || row.status === 'held' || row.status === 'confirmed';

function takenRoomIds(rows: Row[], checkin: string, checkout: string): Set<string> {
  const wanted = new Set(stayNights(checkin, checkout));
  return new Set(
    rows
      .filter(ownsNights)
      .filter((row) => stayNights(String(row.checkinDate), String(row.checkoutDate)).some((night) => wanted.has(night)))
      .map((row) => String(row.roomType)),
  );
}

const fieldError = (field: string, message: string) =>
  errorBody('common.validationFailed', { errors: [{ field, message }] });

/** GET /api/rooms/availability (public). */
export function handleAvailability({ api, response, url }: Context): void {
  const parsed = makeRoomSearchSchema({ today: today() }).safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
  }
  const { checkin, checkout, guests, roomType } = parsed.data;
  const taken = takenRoomIds(api.tables['room-bookings'] ?? [], checkin, checkout);
  const nights = nightsBetween(checkin, checkout);
  // As api/src/rooms/room-terms.ts: check-in time at the retreat (UTC-6), less the policy's hours.
  const freeCancellationUntil = new Date(
    Date.parse(`${checkin}T${CHECK_IN_WINDOW.start}:00-06:00`) - FREE_CANCELLATION_HOURS.accommodation * 3_600_000,
  ).toISOString();
  const rooms = ROOMS.filter((room) => roomType === 'all' || room.id === roomType).map((room) => {
    const tooSmall = guests > Number(room.maxGuests);
    const booked = taken.has(String(room.id));
    return {
      id: room.id,
      name: room.name,
      nameEs: room.nameEs,
      maxGuests: room.maxGuests,
      pricePerNight: room.pricePerNight,
      currency: room.currency,
      nights,
      nightly: stayNights(checkin, checkout).map((night) => ({ night, rate: String(room.pricePerNight) })),
      totalPrice: multiplyMoney(String(room.pricePerNight), nights),
      // Untaxed: the fake prices at the room's rate (the API's taxes are its own tests').
      taxes: [],
      taxIncluded: '0.00',
      taxAdded: '0.00',
      minNights: STAY_LIMITS.minNights,
      freeCancellationUntil,
      available: !tooSmall && !booked,
      reason: tooSmall ? 'too_many_guests' : booked ? 'booked' : null,
      message: tooSmall
        ? tooManyGuests(String(room.name), Number(room.maxGuests))
        : booked
          ? errorMessage('rooms.datesUnavailable')
          : null,
    };
  });
  return reply(response, 200, { checkin, checkout, nights, guests, rooms });
}

/** The desk's calls; the caller has checked that a staff member is signed in. */
export async function handleRoomDesk({ api, request, response, url, staff }: Context): Promise<void> {
  const role = staff?.role as StaffRole;
  const rows = api.tables['room-bookings'] ?? [];
  const path = url.pathname;

  if (path === '/api/room-bookings/staff') {
    if (!(ROOM_DESK_ACCESS.create as readonly StaffRole[]).includes(role)) {
      return reply(response, 403, errorBody('common.forbidden'));
    }
    const parsed = makeStaffRoomBookingSchema({ today: today() }).safeParse(await readJson(request));
    if (!parsed.success) {
      return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
    }
    const { sendConfirmation, ...input } = parsed.data;
    const room = ROOMS.find((candidate) => candidate.id === input.roomType);
    if (!room) return reply(response, 400, fieldError('roomType', MESSAGES.roomNotBookable));
    if (input.guests > Number(room.maxGuests)) {
      return reply(response, 400, fieldError('guests', tooManyGuests(String(room.name), Number(room.maxGuests))));
    }
    if (takenRoomIds(rows, input.checkinDate, input.checkoutDate).has(input.roomType)) {
      return reply(response, 409, errorBody('rooms.datesUnavailable'));
    }
    const now = new Date().toISOString();
    const nights = nightsBetween(input.checkinDate, input.checkoutDate);
    const booking: RoomBookingReply = {
      ...input,
      // As the API stores a walk-in's missing contact (api/src/rooms/desk-contact.ts).
      email: input.email ?? '',
      phone: input.phone ?? '',
      notes: input.notes ?? null,
      id: Math.max(0, ...rows.map((row) => Number(row.id))) + 1,
      status: 'confirmed',
      nights,
      totalPrice: multiplyMoney(String(room.pricePerNight), nights),
      taxes: [],
      taxIncluded: '0.00',
      taxAdded: '0.00',
      currency: room.currency,
      paymentProvider: PAY_AT_RETREAT,
      paypalOrderId: null,
      holdExpiresAt: null,
      confirmedAt: now,
      checkedInAt: null,
      checkedOutAt: null,
      noShowAt: null,
      createdAt: now,
    };
    rows.push(booking);
    api.deskBookings.push({ bookingId: Number(booking.id), sendConfirmation, by: staff?.username ?? '' });
    // No SMTP behind the fake: as the API without SMTP_URL, the mail is written to the outbox, not sent.
    return reply(response, 201, { booking, emailSent: false });
  }

  const cancelId = /^\/api\/room-bookings\/(\d+)\/cancel$/.exec(path)?.[1];
  if (cancelId) {
    if (!(ROOM_DESK_ACCESS.cancel as readonly StaffRole[]).includes(role)) {
      return reply(response, 403, errorBody('common.forbidden'));
    }
    const parsed = roomBookingCancellationSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
    }
    const booking = rows.find((row) => row.id === Number(cancelId));
    if (!booking) return reply(response, 404, errorBody('common.notFound'));
    if (!ownsNights(booking)) return reply(response, 409, errorBody('rooms.alreadyCancelled'));
    // As api/src/bookings/policy-override.ts, for the fixtures (all inside their free window):
    // any refund but the policy's overrides it — a manager, with a reason.
    if (parsed.data.refund !== 'policy') {
      if (!(ROOM_DESK_ACCESS.overridePolicy as readonly StaffRole[]).includes(role)) {
        return reply(response, 403, errorBody('desk.overrideNeedsManager'));
      }
      if (!parsed.data.reason) {
        const errors = [{ field: 'reason', message: errorMessage('desk.reasonRequired') }];
        return reply(response, 400, errorBody('desk.reasonRequired', { errors }));
      }
    }
    Object.assign(booking, { status: 'cancelled', holdExpiresAt: null });
    api.cancellations.push({
      bookingId: booking.id,
      reason: parsed.data.reason,
      refund: parsed.data.refund,
      by: staff?.username ?? '',
    });
    return reply(response, 200, booking);
  }

  // Other dates or another room, as api/src/rooms/room-stay-moves.ts: the quote (GET) and the move (POST).
  const moveId = /^\/api\/room-bookings\/(\d+)\/move$/.exec(path)?.[1];
  if (moveId) {
    const booking = rows.find((row) => row.id === Number(moveId));
    if (!booking) return reply(response, 404, errorBody('common.notFound'));
    const input = request.method === 'GET' ? Object.fromEntries(url.searchParams) : await readJson(request);
    const parsed = staffStayMoveSchema.safeParse(input);
    if (!parsed.success) {
      return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
    }
    const { roomType, checkinDate, checkoutDate } = parsed.data;
    const room = ROOMS.find((candidate) => candidate.id === roomType);
    if (!room) return reply(response, 400, fieldError('roomType', MESSAGES.roomNotBookable));
    const others = rows.filter((row) => row.id !== booking.id);
    const available = !takenRoomIds(others, checkinDate, checkoutDate).has(roomType);
    const nights = nightsBetween(checkinDate, checkoutDate);
    const total = multiplyMoney(String(room.pricePerNight), nights);
    if (request.method === 'GET') {
      return reply(response, 200, {
        reference: booking.reference ?? `R-FAKE-${String(booking.id).padStart(4, '0')}`,
        currency: room.currency,
        current: { checkinDate: booking.checkinDate, checkoutDate: booking.checkoutDate, total: booking.totalPrice },
        proposed: {
          checkinDate,
          checkoutDate,
          nights,
          nightly: stayNights(checkinDate, checkoutDate).map((night) => ({ night, rate: String(room.pricePerNight) })),
          total,
          taxes: [],
          taxIncluded: '0.00',
          taxAdded: '0.00',
          minNights: STAY_LIMITS.minNights,
          freeCancellationUntil: new Date(
            Date.parse(`${checkinDate}T${CHECK_IN_WINDOW.start}:00-06:00`) - FREE_CANCELLATION_HOURS.accommodation * 3_600_000,
          ).toISOString(),
        },
        available,
        refund: '0.00',
        toPay: '0.00',
      });
    }
    if (!available) return reply(response, 409, errorBody('rooms.datesUnavailable'));
    Object.assign(booking, { roomType, checkinDate, checkoutDate, nights, totalPrice: total });
    api.moves.push({ bookingId: Number(booking.id), ...parsed.data, by: staff?.username ?? '' });
    return reply(response, 200, booking);
  }

  // Check-in once, check-out once checked in, a no-show by a manager, one payment at the desk —
  // as the API's RoomStayWriter (which also holds them to the stay's days: the browser tests run
  // on a fixed clock the fake does not share).
  const [, deskId, action] = /^\/api\/room-bookings\/(\d+)\/(check-in|check-out|no-show|payments)$/.exec(path) ?? [];
  if (deskId && action) {
    const booking = rows.find((row) => row.id === Number(deskId));
    if (!booking) return reply(response, 404, errorBody('common.notFound'));
    const now = new Date().toISOString();
    switch (action) {
      case 'check-in':
        if (booking.checkedInAt) return reply(response, 409, errorBody('rooms.notArrivingToday'));
        Object.assign(booking, { checkedInAt: now });
        return reply(response, 200, booking);
      case 'check-out':
        if (!booking.checkedInAt || booking.checkedOutAt) return reply(response, 409, errorBody('rooms.notInHouse'));
        Object.assign(booking, { checkedOutAt: now });
        return reply(response, 200, booking);
      case 'no-show':
        if (!(ROOM_DESK_ACCESS.noShow as readonly StaffRole[]).includes(role)) {
          return reply(response, 403, errorBody('common.forbidden'));
        }
        Object.assign(booking, { noShowAt: now });
        return reply(response, 200, booking);
      default: {
        const parsed = deskPaymentSchema.safeParse(await readJson(request));
        if (!parsed.success) {
          return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
        }
        if (api.deskPayments.some((payment) => payment.bookingId === booking.id)) {
          return reply(response, 409, errorBody('rooms.nothingToPayAtDesk'));
        }
        const currency = deskPaymentCurrency(parsed.data.method);
        api.deskPayments.push({ bookingId: booking.id, ...parsed.data, currency });
        return reply(response, 201, {
          id: api.deskPayments.length,
          bookingKind: 'room',
          bookingId: booking.id,
          kind: 'capture',
          provider: 'desk',
          providerReference: parsed.data.method,
          amount: parsed.data.amount,
          currency,
          status: 'completed',
          failureReason: null,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }
  return reply(response, 404, { message: `Cannot ${request.method} ${path}` });
}
