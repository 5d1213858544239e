import {
  nightsBetween,
  PAY_AT_RETREAT,
  ROOM_DESK_ACCESS,
  type RoomBookingReply,
  type StaffRole,
} from '@lakeside/contracts';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';
import { humanize } from '@lakeside/contracts';
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

/** Online providers as their owners write them. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  recurrente: 'Recurrente',
  simulated: 'simulated, no money taken',
};

/** How the stay is paid, in words. */
export function paymentOf(booking: RoomBookingReply): string {
  if (booking.paymentProvider === PAY_AT_RETREAT) return 'To pay at the retreat';
  if (booking.status === 'held') return 'Payment in progress';
  const provider = booking.paymentProvider;
  return provider ? `Paid online (${PROVIDER_NAMES[provider] ?? humanize(provider)})` : 'Paid online';
}

/** Label, value and (for contacts, so a phone can call) a link, per line of a booking's details. */
/** Where the stay stands at the desk: arrived, left and no-show say more than 'Confirmed'. */
export function stayStatusOf(booking: RoomBookingReply): string {
  if (booking.noShowAt) return 'No-show';
  if (booking.checkedOutAt) return 'Checked out';
  if (booking.checkedInAt) return 'Checked in';
  return humanize(booking.status);
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

export function bookingFacts(booking: RoomBookingReply, roomName: string): Array<[string, string, string?]> {
  const nights = nightsBetween(booking.checkinDate, booking.checkoutDate);
  return [
    ['Room', roomName],
    [
      'Stay',
      `${formatCalendarDate(booking.checkinDate)} → ${formatCalendarDate(booking.checkoutDate)} (${nights} nights)`,
    ],
    ['Guests', String(booking.guests)],
    ['Total', `${formatMoney(booking.totalPrice, booking.currency)} · ${paymentOf(booking)}`],
    // The taxes it was sold with, as the guest's receipt lists them.
    ...(booking.taxes.length ? [['Taxes', taxSummary(booking.taxes, booking.currency) ?? ''] as [string, string]] : []),
    ['Status', stayStatusOf(booking)],
    // A walk-in may have given only one of them; the other is '' and has no line.
    ...(booking.email ? [['Email', booking.email, `mailto:${booking.email}`] as [string, string, string]] : []),
    ...(booking.phone
      ? [['Phone', booking.phone, `tel:${booking.phone.replace(/[^\d+]/g, '')}`] as [string, string, string]]
      : []),
    ...(booking.notes ? [['Notes', booking.notes] as [string, string]] : []),
  ];
}
