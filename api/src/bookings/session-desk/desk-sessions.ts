/**
 * What the desk's actions need of a kind of session booking (a private sauna session, event
 * tickets). Each kind keeps its own row and its own guard on its place — the sauna's slot
 * (activeSlot under the unique key), the session's seats (a conditional UPDATE) — and writes
 * it here, in the caller's transaction; SessionDeskService applies the same policy, refunds,
 * audit and mails to both.
 */
import type { SessionBookingKind, SessionBookingState } from '@lakeside/contracts';
import { IsNull, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Booking } from '../../database/booking-columns.js';
import type { InviteTime } from '../../mail/calendar-invite.js';

/** A sauna or event booking as the desk reads it, whatever its table. */
export interface DeskSession {
  kind: SessionBookingKind;
  id: number;
  reference: string;
  /** In the guest's language, for their mail. */
  title: string;
  /** In English, for the console and the retreat's notice. */
  titleEn: string;
  /** The event's occurrences' common key ('event:12', 'template:3'); null for a sauna session. */
  eventKey: string | null;
  start: InviteTime;
  end: InviteTime;
  people: number;
  guestName: string;
  email: string;
  phone: string | null;
  language: string;
  total: string;
  currency: string;
  state: SessionBookingState;
  /** Captured online (paymentStatus 'paid'). */
  paidOnline: boolean;
  /** To be paid at the retreat (sauna 'pay_at_retreat', event 'confirmed'). */
  paysAtRetreat: boolean;
  /** The paymentStatus read, for the conditional writes that follow. */
  paymentStatus: string;
  freeCancellationUntil: Date | null;
  cancelledAt: Date | null;
  attendedAt: Date | null;
  noShowAt: Date | null;
  calendarSequence: number | null;
}

/** The stay columns the front desk sets once: the guest came, or never did. */
export type StayMark = 'attendedAt' | 'noShowAt';

export interface DeskSessions {
  readonly kind: SessionBookingKind;
  /** The audit trail's name for these bookings, as the console's resource. */
  readonly resource: string;
  find(manager: EntityManager, id: number): Promise<DeskSession | null>;
  /**
   * Cancels the booking as read (its paymentStatus, not cancelled) and frees its place, with a
   * raised calendar SEQUENCE; false when it changed meanwhile (another cancel, an expiry).
   */
  cancel(manager: EntityManager, booking: DeskSession, now: Date): Promise<boolean>;
  /** Sets `mark` once on a booking that stands; false when it was set or cancelled meanwhile. */
  mark(manager: EntityManager, id: number, mark: StayMark, at: Date): Promise<boolean>;
}

/** The state of a session booking from its row: cancelled, or its payment status in words. */
export function sessionState(row: { cancelledAt: Date | null; paymentStatus: string }): SessionBookingState {
  if (row.cancelledAt !== null || row.paymentStatus === 'cancelled') return 'cancelled';
  if (row.paymentStatus === 'held' || row.paymentStatus === 'expired') return row.paymentStatus;
  return 'confirmed';
}

/** What a sauna or event booking row records the same way; each kind adds its own facts. */
export interface SessionRow extends Booking {
  id: number;
  paymentStatus: string;
  cancelledAt: Date | null;
  attendedAt: Date | null;
  noShowAt: Date | null;
}

/** The desk's view of the fields every session booking shares. */
export function sharedSessionFields(row: SessionRow) {
  return {
    id: row.id,
    reference: row.reference,
    guestName: row.guestName,
    email: row.email,
    language: row.language,
    currency: row.currency,
    state: sessionState(row),
    paidOnline: row.paymentStatus === 'paid',
    paymentStatus: row.paymentStatus,
    freeCancellationUntil: row.freeCancellationUntil,
    cancelledAt: row.cancelledAt,
    attendedAt: row.attendedAt,
    noShowAt: row.noShowAt,
    calendarSequence: row.calendarSequence,
  };
}

/** Sets `mark` once on a booking that stands (not cancelled, neither mark set); false otherwise. */
export async function markSessionStay(
  manager: EntityManager,
  table: EntityTarget<ObjectLiteral>,
  id: number,
  mark: StayMark,
  at: Date,
): Promise<boolean> {
  const result = await manager.update(
    table,
    { id, cancelledAt: IsNull(), attendedAt: IsNull(), noShowAt: IsNull() },
    { [mark]: at },
  );
  return Boolean(result.affected);
}
