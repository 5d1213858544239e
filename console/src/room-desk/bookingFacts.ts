import {
  nightsBetween,
  PAY_AT_RETREAT,
  ROOM_DESK_ACCESS,
  type RoomBookingReply,
  type StaffRole,
} from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';
import { taxSummary } from './taxSummary';

/** Held and confirmed bookings own their nights, so only they can be cancelled. */
export function isCancellable(booking: RoomBookingReply): boolean {
  return booking.status === 'held' || booking.status === 'confirmed';
}

/** Paid online: cancelling means a refund with the provider. */
export function isPaidOnline(booking: RoomBookingReply): boolean {
  return booking.status === 'confirmed' && booking.paymentProvider !== PAY_AT_RETREAT;
}

/**
 * Every desk role cancels as the policy says; choosing another refund overrides it, which is
 * for managers (ROOM_DESK_ACCESS.overridePolicy) — the server also holds a late cancellation to
 * that rule, and says so.
 */
export function mayOverridePolicy(role: StaffRole | undefined): boolean {
  return role !== undefined && (ROOM_DESK_ACCESS.overridePolicy as readonly StaffRole[]).includes(role);
}

/** Online providers as their owners write them (the same in both languages). */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  recurrente: 'Recurrente',
};

/** How the stay is paid, in words. */
export function paymentOf(booking: RoomBookingReply, translate: TranslateFunction): string {
  if (booking.paymentProvider === PAY_AT_RETREAT) return translate('roomDesk.payment.atRetreat');
  if (booking.status === 'held') return translate('roomDesk.payment.inProgress');
  const provider = booking.paymentProvider;
  if (!provider) return translate('roomDesk.payment.online');
  const name =
    provider === 'simulated' ? translate('roomDesk.payment.simulated') : (PROVIDER_NAMES[provider] ?? provider);
  return translate('roomDesk.payment.onlineWith', { provider: name });
}

/** A booking's status in words ("Confirmed", "Cancelled"…). */
export const bookingStatusLabel = (status: RoomBookingReply['status'], translate: TranslateFunction): string =>
  translate(`roomDesk.status.${status}`);

/** Where the stay stands at the desk: arrived, left and no-show say more than 'Confirmed'. */
export function stayStatusOf(booking: RoomBookingReply, translate: TranslateFunction): string {
  if (booking.noShowAt) return translate('roomDesk.status.noShow');
  if (booking.checkedOutAt) return translate('roomDesk.status.checkedOut');
  if (booking.checkedInAt) return translate('roomDesk.status.checkedIn');
  return bookingStatusLabel(booking.status, translate);
}

/** What the front desk can do now: check in (from the first day), or check out a guest in house. */
export function frontDeskActionOf(booking: RoomBookingReply, today: string): 'check-in' | 'check-out' | null {
  if (booking.status !== 'confirmed' || booking.noShowAt || booking.checkedOutAt) return null;
  if (booking.checkedInAt) return 'check-out';
  return today >= booking.checkinDate && today < booking.checkoutDate ? 'check-in' : null;
}

/** A confirmed booking whose arrival day is over without a check-in: a manager may record a no-show. */
export function mayMarkNoShow(booking: RoomBookingReply, today: string, role: StaffRole | undefined): boolean {
  const missed =
    booking.status === 'confirmed' && !booking.checkedInAt && !booking.noShowAt && today > booking.checkinDate;
  return missed && role !== undefined && (ROOM_DESK_ACCESS.noShow as readonly StaffRole[]).includes(role);
}

/** Booked to pay at the retreat and still standing: the desk may take its payment. */
export function paysAtDesk(booking: RoomBookingReply): boolean {
  return booking.status === 'confirmed' && booking.paymentProvider === PAY_AT_RETREAT && !booking.noShowAt;
}

/** Label, value and (for contacts, so a phone can call) a link, per line of a booking's details. */
export function bookingFacts(
  booking: RoomBookingReply,
  roomName: string,
  translate: TranslateFunction,
): Array<[string, string, string?]> {
  const label = (key: string) => translate(`roomDesk.facts.${key}`);
  const stay = translate('roomDesk.facts.stayDates', {
    checkin: formatCalendarDate(booking.checkinDate),
    checkout: formatCalendarDate(booking.checkoutDate),
    smart_count: nightsBetween(booking.checkinDate, booking.checkoutDate),
  });
  const taxes = taxSummary(booking.taxes, booking.currency, translate);
  return [
    [label('room'), roomName],
    [label('stay'), stay],
    [label('guests'), String(booking.guests)],
    [label('total'), `${formatMoney(booking.totalPrice, booking.currency)} · ${paymentOf(booking, translate)}`],
    // The taxes it was sold with, as the guest's receipt lists them.
    ...(taxes ? [[label('taxes'), taxes] as [string, string]] : []),
    [label('status'), stayStatusOf(booking, translate)],
    // A walk-in may have given only one of them; the other is '' and has no line.
    ...(booking.email ? [[label('email'), booking.email, `mailto:${booking.email}`] as [string, string, string]] : []),
    ...(booking.phone
      ? [[label('phone'), booking.phone, `tel:${booking.phone.replace(/[^\d+]/g, '')}`] as [string, string, string]]
      : []),
    ...(booking.notes ? [[label('notes'), booking.notes] as [string, string]] : []),
  ];
}
