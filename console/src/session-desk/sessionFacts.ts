import { SESSION_DESK_ACCESS, type DeskSessionReply, type StaffRole } from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';
import type { Fact } from '../room-desk/FactList';

const hasRole = (roles: readonly StaffRole[], role: StaffRole | undefined) =>
  role !== undefined && roles.includes(role);

/** Where the booking stands at the desk: attended and no-show say more than 'Confirmed'. */
export function sessionStatusOf(booking: DeskSessionReply, translate: TranslateFunction): string {
  if (booking.noShowAt) return translate('roomDesk.status.noShow');
  if (booking.attendedAt) return translate('sessionDesk.status.attended');
  return translate(`roomDesk.status.${booking.state}`);
}

/** How it is paid, in words. */
export function sessionPaymentOf(booking: DeskSessionReply, translate: TranslateFunction): string {
  if (booking.paidOnline) {
    return translate('sessionDesk.payment.online', { amount: formatMoney(booking.refundable, booking.currency) });
  }
  if (booking.state === 'held') return translate('roomDesk.payment.inProgress');
  return translate(booking.owesAtDesk ? 'roomDesk.payment.atRetreat' : 'sessionDesk.payment.atDesk');
}

export function sessionFacts(booking: DeskSessionReply, translate: TranslateFunction): Fact[] {
  const when = translate('sessionDesk.facts.whenValue', { date: formatCalendarDate(booking.date), time: booking.time });
  return [
    [translate('sessionDesk.facts.booking'), `${booking.title} · ${booking.reference}`],
    [translate('sessionDesk.facts.when'), when],
    ...(booking.people > 1 ? [[translate('sessionDesk.facts.tickets'), String(booking.people)] as Fact] : []),
    [
      translate('roomDesk.facts.total'),
      `${formatMoney(booking.total, booking.currency)} · ${sessionPaymentOf(booking, translate)}`,
    ],
    [translate('roomDesk.facts.status'), sessionStatusOf(booking, translate)],
    ...(booking.email ? [[translate('roomDesk.facts.email'), booking.email, `mailto:${booking.email}`] as Fact] : []),
    ...(booking.phone
      ? [[translate('roomDesk.facts.phone'), booking.phone, `tel:${booking.phone.replace(/[^\d+]/g, '')}`] as Fact]
      : []),
  ];
}

/** Held or confirmed, and neither attended nor a no-show. */
export function isSessionCancellable(booking: DeskSessionReply): boolean {
  const standing = booking.state === 'held' || booking.state === 'confirmed';
  return standing && !booking.attendedAt && !booking.noShowAt;
}

/** Inside the free-cancellation window at `now`: the policy's refund is any staff's to give. */
export function insideFreeWindow(booking: DeskSessionReply, now: Date): boolean {
  return booking.freeCancellationUntil !== null && now.getTime() <= Date.parse(booking.freeCancellationUntil);
}

/** Cancelling after the window, or refunding other than the policy says, is for managers (with a reason). */
export function mayOverridePolicy(role: StaffRole | undefined): boolean {
  return hasRole(SESSION_DESK_ACCESS.overridePolicy, role);
}

/** A confirmed booking whose day has come: the guest can be marked as attended. */
export function mayMarkAttended(booking: DeskSessionReply, today: string): boolean {
  return booking.state === 'confirmed' && !booking.attendedAt && !booking.noShowAt && today >= booking.date;
}

/** The session has started without the guest: a manager may record a no-show. */
export function mayMarkSessionNoShow(
  booking: DeskSessionReply,
  now: { today: string; time: string },
  role: StaffRole | undefined,
): boolean {
  const started = now.today > booking.date || (now.today === booking.date && now.time >= booking.time);
  const missed = booking.state === 'confirmed' && !booking.attendedAt && !booking.noShowAt && started;
  return missed && hasRole(SESSION_DESK_ACCESS.noShow, role);
}
