import { Column, Index } from 'typeorm';
import { SoldTaxColumns } from '../taxes/sold-tax-columns.js';
import { TextColumn, TimestampColumn } from './columns.js';

/** Columns of every booking the console must never show: the manage link's token hash. */
export const BOOKING_SECRET_COLUMNS = ['manageTokenHash'] as const;

/**
 * Columns the console's generic grid leaves out: the secrets, and the tax lines (a list of
 * objects it cannot show; their included and added sums are columns of their own).
 */
export const BOOKING_HIDDEN_COLUMNS = [...BOOKING_SECRET_COLUMNS, 'taxes'] as const;

/**
 * The guest and payment columns that every booking — a room stay, a sauna session, event
 * tickets — records the same way, declared once. An abstract base rather than an embedded
 * class: the properties stay flat (`booking.guestName`), so views, mails and the console's
 * generic tables read them as before, and the column names and types are the ones the
 * migrations already built. Columns that differ between the three (phone, price, payment
 * provider and status, notes) stay on each entity.
 */
export abstract class Booking extends SoldTaxColumns {
  @TextColumn(100)
  guestName: string;

  @TextColumn(255)
  email: string;

  /** The guest's language for e-mails: en | es. */
  @TextColumn(2, { default: 'en' })
  language: string;

  @TextColumn(3, { default: 'USD' })
  currency: string;

  /** Unique so that one captured PayPal order can never pay for two bookings. */
  @Index({ unique: true })
  @TextColumn(100, { nullable: true })
  paypalOrderId: string | null;

  /** Unique for the same reason as paypalOrderId. */
  @Index({ unique: true })
  @TextColumn(100, { nullable: true })
  recurrentePaymentId: string | null;

  /**
   * What the guest reads out and types: "R-4K7M-Q2XP" (newBookingReference in the contracts).
   * Given when the booking is made; NULL only in a table the booking-lifecycle migration has
   * not reached yet, so code may treat it as always there.
   */
  @Index({ unique: true })
  @TextColumn(12, { nullable: true })
  reference: string;

  /** SHA-256 of the token in the guest's manage link; the token itself is only ever mailed. */
  @TextColumn(64, { nullable: true })
  manageTokenHash: string | null;

  /**
   * Until when the guest may cancel for a full refund, fixed when the booking was made from the
   * policy then in force (FREE_CANCELLATION_HOURS); null for bookings older than the rule.
   */
  @TimestampColumn({ nullable: true })
  freeCancellationUntil: Date | null;

  /** POLICIES_UPDATED_ON of the policy the booking was sold under. */
  @TextColumn(10, { nullable: true })
  policyVersion: string | null;

  /**
   * The SEQUENCE of the guest's calendar entry: 0 (null) for the confirmation's invite, one
   * more with each change and the cancellation — see calendarUpdate/calendarCancellation.
   */
  @Column({ type: 'integer', nullable: true })
  calendarSequence: number | null;

  /** When the reminder before arrival was claimed for sending; null until then (sent once). */
  @TimestampColumn({ nullable: true })
  reminderSentAt: Date | null;
}
