/**
 * Rooms, events and sauna in the dashboard: each booking's value on the day its guest is
 * served (a stay's price spread over its nights, a session's or an event's on its day), split
 * into what was received and what is still owed, from the booking_payments ledger the way the
 * guest's balance is (folioBalance: what a stay's payment settled of the meals charged to its
 * room is the restaurant's, not the room's). A cancelled or lapsed booking owes nothing; what
 * the retreat kept of it (paid online, not refunded) still counts as paid.
 */
import {
  addDays,
  normalizeMoney,
  STAY_LIMITS,
  spreadCents,
  stayNights,
  subtractMoney,
  toCents,
  type BookingKind,
  type CalendarDate,
  type DayRange,
  type RevenueStream,
} from '@lakeside/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { EventBooking } from '../events/event-booking.entity.js';
import { FolioCharge } from '../folio/folio-charge.entity.js';
import { folioBalance } from '../folio/folio-balance.js';
import { BookingPayment } from '../payments/booking-payment.entity.js';
import { refundableFrom } from '../payments/booking-payments.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { SaunaBooking } from '../sauna/sauna-booking.entity.js';
import type { DayAmounts } from './day-amounts.js';

/** What any kind of booking gives the dashboard. */
interface Sold {
  id: number;
  total: string;
  currency: string;
  /** Standing (held, confirmed, to be paid at the retreat) rather than cancelled or lapsed. */
  standing: boolean;
  /** The days it is served on. */
  days: CalendarDate[];
  /** A confirmed stay: its nights count as sold rooms (ADR, RevPAR). */
  soldNights: boolean;
}

export async function addBookingRevenue(manager: EntityManager, range: DayRange, amounts: DayAmounts): Promise<void> {
  await add(manager, 'room', 'rooms', await stays(manager, range), range, amounts);
  await add(manager, 'event', 'events', await eventBookings(manager, range), range, amounts);
  await add(manager, 'sauna', 'sauna', await saunaBookings(manager, range), range, amounts);
}

/** The first check-in a stay with a night in `range` can have: no stay is longer than the longest allowed. */
const earliestCheckin = (range: DayRange) => addDays(range.from, -STAY_LIMITS.maxNights);

async function add(
  manager: EntityManager,
  kind: BookingKind,
  stream: RevenueStream,
  bookings: readonly Sold[],
  range: DayRange,
  amounts: DayAmounts,
): Promise<void> {
  const payments = await paymentsOf(manager, kind, range, bookings.length);
  const charges =
    kind === 'room' && bookings.length ? await roomCharges(manager, range) : new Map<number, FolioCharge[]>();
  for (const booking of bookings) {
    const rows = payments.get(booking.id) ?? [];
    // A standing booking owes its total (folioBalance's owing statuses); only a stay has meals charged.
    const owing = { status: 'confirmed', total: booking.total };
    const unpaid = booking.standing ? folioBalance(owing, rows, charges.get(booking.id) ?? []).nightsDue : '0.00';
    const paid = booking.standing ? subtractMoney(booking.total, unpaid) : refundableFrom(rows);
    const parts = booking.days.length;
    const paidSpread = spreadCents(toCents(paid), parts);
    const unpaidSpread = spreadCents(toCents(unpaid), parts);
    const valueSpread = booking.soldNights ? spreadCents(toCents(booking.total), parts) : [];
    booking.days.forEach((day, index) => {
      if (day < range.from || day > range.to) return;
      amounts.add(day, stream, 'paid', booking.currency, paidSpread[index] ?? 0);
      amounts.add(day, stream, 'unpaid', booking.currency, unpaidSpread[index] ?? 0);
      amounts.add(day, 'roomsSold', 'paid', booking.currency, valueSpread[index] ?? 0);
    });
  }
}

/** Stays with a night in the range, as a query on room_bookings `b` (the stays, their payments, their meals). */
function staysIn<T extends object>(query: SelectQueryBuilder<T>, range: DayRange): SelectQueryBuilder<T> {
  return (
    query
      .andWhere('b.checkinDate <= :to AND b.checkoutDate > :from', range)
      // Bounds the index range: without it every older stay is read (stays cannot exceed STAY_LIMITS.maxNights).
      .andWhere('b.checkinDate >= :earliest', { earliest: earliestCheckin(range) })
  );
}

/** The meals charged to the rooms of the stays of `range`, by stay. */
async function roomCharges(manager: EntityManager, range: DayRange): Promise<Map<number, FolioCharge[]>> {
  const rows = await staysIn(
    manager
      .getRepository(FolioCharge)
      .createQueryBuilder('c')
      .innerJoin(RoomBooking, 'b', 'b.id = c.roomBookingId')
      .orderBy('c.id', 'ASC'),
    range,
  ).getMany();
  const byStay = new Map<number, FolioCharge[]>();
  for (const row of rows) byStay.set(row.roomBookingId, [...(byStay.get(row.roomBookingId) ?? []), row]);
  return byStay;
}

/** Stays with a night in the range (whatever their status: a cancelled one may have kept money). */
async function stays(manager: EntityManager, range: DayRange): Promise<Sold[]> {
  const rows = await staysIn(
    manager
      .getRepository(RoomBooking)
      .createQueryBuilder('b')
      .select(['b.id', 'b.checkinDate', 'b.checkoutDate', 'b.totalPrice', 'b.currency', 'b.status']),
    range,
  ).getMany();
  return rows.map((row) => ({
    id: row.id,
    total: row.totalPrice,
    currency: row.currency,
    standing: row.status === 'held' || row.status === 'confirmed',
    days: stayNights(row.checkinDate, row.checkoutDate),
    soldNights: row.status === 'confirmed',
  }));
}

/** Tickets for sessions on a day of the range. */
async function eventBookings(manager: EntityManager, range: DayRange): Promise<Sold[]> {
  const rows = await manager
    .getRepository(EventBooking)
    .createQueryBuilder('b')
    .innerJoin('b.session', 's')
    .select('b.id', 'id')
    .addSelect('b.totalAmount', 'total')
    .addSelect('b.currency', 'currency')
    .addSelect('b.paymentStatus', 'paymentStatus')
    .addSelect('b.cancelledAt', 'cancelledAt')
    .addSelect('s.sessionDate', 'sessionDate')
    .where('s.sessionDate >= :from AND s.sessionDate <= :to', range)
    .getRawMany<{
      id: number | string;
      total: number | string;
      currency: string;
      paymentStatus: string;
      cancelledAt: unknown;
      sessionDate: string;
    }>();
  return rows.map((row) => ({
    id: Number(row.id),
    total: normalizeMoney(row.total),
    currency: row.currency,
    standing: !row.cancelledAt && !['cancelled', 'expired'].includes(row.paymentStatus),
    // DATE columns read as 'yyyy-MM-dd' on both drivers (dateStrings on MySQL).
    days: [String(row.sessionDate).slice(0, 10)],
    soldNights: false,
  }));
}

/** Private sauna sessions on a day of the range. */
async function saunaBookings(manager: EntityManager, range: DayRange): Promise<Sold[]> {
  const rows = await manager
    .getRepository(SaunaBooking)
    .createQueryBuilder('b')
    .select(['b.id', 'b.sessionDate', 'b.totalPrice', 'b.currency', 'b.paymentStatus', 'b.cancelledAt'])
    .where('b.sessionDate >= :from AND b.sessionDate <= :to', range)
    .getMany();
  return rows.map((row) => ({
    id: row.id,
    total: row.totalPrice,
    currency: row.currency,
    standing: !row.cancelledAt && row.paymentStatus !== 'expired',
    days: [row.sessionDate],
    soldNights: false,
  }));
}

/**
 * The booking_payments rows of the bookings of one kind served in `range`, by booking, in the
 * order they were written: one query joined on the same selection as the bookings (a list of
 * thousands of ids would be as many bound parameters).
 */
async function paymentsOf(
  manager: EntityManager,
  kind: BookingKind,
  range: DayRange,
  bookings: number,
): Promise<Map<number, BookingPayment[]>> {
  const byBooking = new Map<number, BookingPayment[]>();
  if (!bookings) return byBooking;
  const query = manager
    .getRepository(BookingPayment)
    .createQueryBuilder('p')
    .where('p.bookingKind = :kind', { kind })
    .orderBy('p.id', 'ASC');
  if (kind === 'room') {
    staysIn(query.innerJoin(RoomBooking, 'b', 'b.id = p.bookingId'), range);
  } else if (kind === 'event') {
    query
      .innerJoin(EventBooking, 'b', 'b.id = p.bookingId')
      .innerJoin('b.session', 's')
      .andWhere('s.sessionDate >= :from AND s.sessionDate <= :to', range);
  } else {
    query
      .innerJoin(SaunaBooking, 'b', 'b.id = p.bookingId')
      .andWhere('b.sessionDate >= :from AND b.sessionDate <= :to', range);
  }
  for (const row of await query.getMany()) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return byBooking;
}
