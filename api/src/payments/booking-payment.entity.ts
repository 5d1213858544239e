import type { BookingKind } from '@lakeside/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, MoneyColumn, TextColumn, UpdatedAt } from '../database/columns.js';

/** capture: money taken; refund: money given back. */
export const BOOKING_PAYMENT_KINDS = ['capture', 'refund'] as const;
export type BookingPaymentKind = (typeof BOOKING_PAYMENT_KINDS)[number];
/** pending: asked of the provider, no answer yet; failed: refused or unreachable (see failureReason). */
export const BOOKING_PAYMENT_STATUSES = ['completed', 'pending', 'failed'] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

/**
 * One movement of a booking's money at its provider (`booking_payments`): what a guest paid
 * and what was given back, with the provider's own id, so a refund goes against the right
 * capture and staff can see and retry one that failed. Written in the same transaction as the
 * booking change it belongs to; `requestId` is the idempotency key sent to the provider, so a
 * retried refund can never pay out twice.
 */
@Entity('booking_payments')
@Index('IDX_booking_payments_booking', ['bookingKind', 'bookingId'])
export class BookingPayment {
  @PrimaryGeneratedColumn()
  id: number;

  /** room | sauna | event (the kinds of booking references). */
  @TextColumn(10)
  bookingKind: BookingKind;

  @Column({ type: 'integer' })
  bookingId: number;

  @TextColumn(10)
  kind: BookingPaymentKind;

  /** paypal | recurrente | simulated. */
  @TextColumn(20)
  provider: string;

  /** The provider's capture or refund id; null until the provider answered. */
  @TextColumn(100, { nullable: true })
  providerReference: string | null;

  @MoneyColumn()
  amount: string;

  @TextColumn(3)
  currency: string;

  @TextColumn(10)
  status: BookingPaymentStatus;

  @Index('IDX_booking_payments_requestId', { unique: true })
  @TextColumn(191)
  requestId: string;

  /**
   * For a refund: the capture (a booking_payments id) it gives money back from, so a booking
   * paid in several captures is refunded against each one's own provider id. Null for
   * captures, and for refunds recorded before a booking could have more than one capture
   * (those go against the booking's first capture).
   */
  @Column({ type: 'integer', nullable: true })
  captureId: number | null;

  /** Why the provider refused or could not be reached, for staff deciding on a retry. */
  @TextColumn(255, { nullable: true })
  failureReason: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
