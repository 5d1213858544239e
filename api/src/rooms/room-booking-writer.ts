import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  nightsBetween,
  PAY_AT_RETREAT,
  sumMoney,
  type CalendarDate,
  type MoneyString,
} from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit, type AuditRecord } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { isUniqueViolation, TransactionOutcomeUnknownError } from '../common/errors/database-errors.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { RoomBooking } from './room-booking.entity.js';
import { activeBooking, cancelBooking, confirmPaidBooking, type Confirmation } from './room-booking-steps.js';
import { fieldError } from '../common/errors/field-error.js';
import { newReference } from '../bookings/booking-identity.js';
import { nextCalendarSequence } from '../bookings/calendar-sequence.js';
import { BookingError } from '../bookings/booking-errors.js';
import { isFreeCancellation } from '../bookings/cancellation-terms.js';
import { checkPolicyOverride } from '../bookings/policy-override.js';
import type { BookingPayment } from '../payments/booking-payment.entity.js';
import {
  recordCapture,
  recordRefundsDue,
  refundableOf,
  type CapturedPayment,
} from '../payments/booking-payments.js';
import { moveMoney, type MoveMoney } from '../bookings/move-money.js';
import { RoomError } from './room-errors.js';
import { RoomHoldsService } from './room-holds.service.js';
import { claimNights, expireLapsedHolds, releaseNights } from './room-nights.js';
import type { StayPrice } from './room-price.js';
import { POLICY_REFUND, recordChosenRefund, type RefundChoice } from '../payments/refund-choice.js';
import { roomPolicyAtBooking, roomStayStart } from './room-terms.js';

export type { Confirmation } from './room-booking-steps.js';

/**
 * What a booking row keeps of its price: the total, its taxes and its currency, not the nights'
 * breakdown. A price without taxes (a test's) records none.
 */
type BookedPrice = Pick<StayPrice, 'totalPrice' | 'currency'> &
  Partial<Pick<StayPrice, 'taxes' | 'taxIncluded' | 'taxAdded'>>;

/** The audit trail's name for room bookings, as in the console's resources. */
export const ROOM_BOOKINGS_AUDIT = 'room-bookings';

/** What the guest asked for, as the checkout draft and the desk form both carry it. */
export type StayRequest = Pick<
  RoomBooking,
  'roomType' | 'checkinDate' | 'checkoutDate' | 'guests' | 'guestName' | 'email' | 'phone' | 'language'
> & { notes?: string | null };

/**
 * How a booking starts: held while the guest pays online (until holdExpiresAt), or confirmed at
 * once by staff at the desk, the guest paying at the retreat.
 */
export type BookingStart =
  { status: 'held'; holdExpiresAt: Date; paymentProvider: string } | { status: 'confirmed'; bookedBy: AdminUser };

/** A cancellation, by staff or the guest: the cancelled booking and the refund rows now due (one per capture drawn on). */
export interface Cancellation {
  booking: RoomBooking;
  refunds: BookingPayment[];
}

/** A booking's new stay, priced by the caller as a new booking would be (with its taxes). */
export interface NewStay extends Pick<StayPrice, 'taxes' | 'taxIncluded' | 'taxAdded'> {
  roomType: string;
  checkinDate: CalendarDate;
  checkoutDate: CalendarDate;
  totalPrice: MoneyString;
}

/** Who moves a stay: the guest from the manage page, or staff (audited, with their reason). */
export type StayMover = 'guest' | { staff: AdminUser; reason?: string | null };

/**
 * A moved stay, the refunds of the difference now due (one per capture it draws on), and what
 * the move did to the money as read inside its transaction (the mail words it).
 */
export interface StayMove {
  booking: RoomBooking;
  refunds: BookingPayment[];
  money: MoveMoney;
}

/**
 * The one writer of room bookings: a booking is created, confirmed, moved to other dates and
 * cancelled here, each in one write transaction that moves its nights with it. Which nights are
 * free is never read and then written: the unique key (roomId, night) decides, and its
 * violation is a 409 that rolls the whole change back ([0002]). Callers check the guest's input
 * and price the stay first, and send mail after the commit.
 */
@Injectable()
export class RoomBookingWriter {
  private readonly logger = new Logger('RoomBookings');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holds: RoomHoldsService,
  ) {}

  /** Books the stay with all its nights; 409 datesUnavailable when any night is taken. */
  async create(stay: StayRequest, price: BookedPrice, start: BookingStart, now = new Date()): Promise<RoomBooking> {
    let created: number | undefined;
    try {
      return await runWriteTransaction(this.dataSource, async (manager) => {
        // A lapsed hold still owns its nights until swept: free the room's so this booking can have them.
        await expireLapsedHolds(manager, now, stay.roomType);
        const saved = await manager.save(manager.create(RoomBooking, newBooking(stay, price, start, now)));
        await claimNights(manager, saved);
        created = saved.id;
        const stored = await manager.findOneByOrFail(RoomBooking, { id: saved.id });
        if (start.status === 'confirmed') {
          await this.audit(manager, start.bookedBy, stored.id, 'create', { after: { ...stored } });
        }
        return stored;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new RoomError('rooms.datesUnavailable');
      // The guest is about to hear there is no hold, so none may stay behind blocking the nights.
      const lostHold = error instanceof TransactionOutcomeUnknownError && start.status === 'held';
      if (lostHold && created !== undefined) await this.holds.release(created);
      throw error;
    }
  }

  /**
   * Turns a paid hold into a confirmed booking, once. Call only after the provider reported the
   * capture COMPLETED for the booking's exact price.
   */
  async confirmPaid(bookingId: number, paid: CapturedPayment, now = new Date()): Promise<Confirmation> {
    try {
      return await runWriteTransaction(this.dataSource, async (manager) => {
        const confirmation = await confirmPaidBooking(manager, bookingId, now);
        await recordCapture(manager, { kind: 'room', id: bookingId }, paid);
        return confirmation;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The guest paid, but after the hold lapsed someone else took a night: money without a room.
      this.logger.error(
        `REFUND NEEDED: room booking ${bookingId} was paid after its hold expired and its nights are taken. ` +
          'Refund the payment in the PayPal dashboard.',
      );
      throw new RoomError('rooms.paidButDatesTaken');
    }
  }

  /**
   * Staff cancel a held or confirmed booking: its nights are freed, the refund they chose for a
   * booking paid online is recorded as due (recordChosenRefund), and an audit row says who, why
   * and what was given back — one transaction. Cancelling as the policy says is for any desk
   * role; overriding it (after the window, or another refund) needs a manager and a reason
   * (checkPolicyOverride). The caller asks the provider after the commit.
   */
  async cancel(
    id: number,
    reason: string | null,
    staff: AdminUser,
    choice: RefundChoice = POLICY_REFUND,
    now = new Date(),
  ): Promise<Cancellation> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const booking = await activeBooking(manager, id);
      const inWindow = isFreeCancellation(booking.freeCancellationUntil, now);
      const ref = { kind: 'room', id } as const;
      checkPolicyOverride({ ...choice, reason }, staff, inWindow, await refundableOf(manager, ref));
      const from = await cancelBooking(manager, id);
      const refunds = await recordChosenRefund(manager, ref, choice, inWindow);
      const refunded = sumMoney(refunds.map((row) => row.amount));
      const changes = {
        before: { status: from },
        after: { status: 'cancelled', reason, refund: choice.refund, refunded },
      };
      await this.audit(manager, staff, id, 'update', changes);
      return { booking: await manager.findOneByOrFail(RoomBooking, { id }), refunds };
    });
  }

  /**
   * The guest cancels from the manage page: the nights are freed and, when the booking was
   * paid online and the free-cancellation deadline has not passed, the refund it is owed is
   * recorded as due — all in one transaction. Of concurrent cancels one wins; the others find
   * it cancelled (409), so a booking is refunded once. The caller asks the provider after the
   * commit.
   */
  async cancelByGuest(id: number, now = new Date()): Promise<Cancellation> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const booking = await manager.findOneBy(RoomBooking, { id });
      if (!booking || !guestMayCancel(booking, now)) throw new BookingError('bookings.notCancellable');
      const result = await manager.update(
        RoomBooking,
        { id, status: booking.status },
        { status: 'cancelled', holdExpiresAt: null, calendarSequence: nextCalendarSequence(booking) },
      );
      if (!result.affected) throw new BookingError('bookings.notCancellable');
      await releaseNights(manager, id);
      const inWindow = isFreeCancellation(booking.freeCancellationUntil, now);
      const refunds =
        booking.status === 'confirmed' ? await recordChosenRefund(manager, { kind: 'room', id }, POLICY_REFUND, inWindow) : [];
      return { booking: await manager.findOneByOrFail(RoomBooking, { id }), refunds };
    });
  }

  /**
   * Moves a confirmed (or held) booking to another stay — other dates, and for staff another
   * room — priced by the caller as a new booking would be. Its old nights are released and the
   * new ones claimed in one transaction, so the nights it keeps are never free for a moment;
   * when any new night is taken (409 datesUnavailable) the booking keeps its stay, price and
   * nights. The stay gets the policy's deadline from its new check-in and a new calendar
   * SEQUENCE, and when it now costs less than was paid online the difference is recorded as a
   * refund due in the same transaction (settled by the caller after the commit). A guest may
   * move only a confirmed stay inside its free-cancellation window; staff are audited.
   */
  async moveStay(id: number, move: NewStay, by: StayMover, now = new Date()): Promise<StayMove> {
    if (nightsBetween(move.checkinDate, move.checkoutDate) < 1) {
      throw fieldError('checkoutDate', MESSAGES.checkoutBeforeCheckin);
    }
    try {
      return await runWriteTransaction(this.dataSource, async (manager) => {
        const booking = await activeBooking(manager, id);
        if (by === 'guest' && !guestMayMoveStay(booking, now)) throw new BookingError('bookings.datesNotChangeable');
        await releaseNights(manager, id);
        await expireLapsedHolds(manager, now, move.roomType);
        const sequence = nextCalendarSequence(booking);
        const { freeCancellationUntil } = roomPolicyAtBooking(move.checkinDate);
        const changes = { ...move, freeCancellationUntil, calendarSequence: sequence };
        // Conditional on the status read above: a concurrent cancel or capture wins, and so
        // does the expiry just done when this booking is itself a lapsed hold.
        const result = await manager.update(RoomBooking, { id, status: booking.status }, changes);
        if (!result.affected) throw new RoomError('rooms.changedMeanwhile');
        await claimNights(manager, { ...booking, ...move });
        const ref = { kind: 'room', id } as const;
        const money = moveMoney(await refundableOf(manager, ref), move.totalPrice);
        const owed = money.refund;
        const requestId = `refund-room-${id}-move-${sequence}`;
        const refunds = owed === '0.00' ? [] : await recordRefundsDue(manager, ref, { amount: owed, requestId });
        if (by !== 'guest') {
          const { roomType, checkinDate, checkoutDate, totalPrice } = booking;
          const before = { roomType, checkinDate, checkoutDate, totalPrice };
          const after = { ...move, refunded: owed, ...(by.reason ? { reason: by.reason } : {}) };
          await this.audit(manager, by.staff, id, 'update', { before, after });
        }
        return { booking: await manager.findOneByOrFail(RoomBooking, { id }), refunds, money };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new RoomError('rooms.datesUnavailable');
      throw error;
    }
  }

  private audit(
    manager: EntityManager,
    staff: AdminUser,
    recordId: number,
    action: 'create' | 'update',
    changes: AuditRecord['changes'],
  ): Promise<void> {
    return recordAudit(manager, staff, { action, resource: ROOM_BOOKINGS_AUDIT, recordId, changes });
  }
}

/**
 * A confirmed stay whose free-cancellation window is still open: moving it later would let a
 * guest escape the policy by moving the stay and then cancelling it for free.
 */
export function guestMayMoveStay(booking: RoomBooking, now: Date): boolean {
  return booking.status === 'confirmed' && isFreeCancellation(booking.freeCancellationUntil, now);
}

/** Held or confirmed, and its check-in time not yet come. */
export function guestMayCancel(booking: RoomBooking, now: Date): boolean {
  const active = booking.status === 'held' || booking.status === 'confirmed';
  return active && now < roomStayStart(booking.checkinDate);
}

/** The booking row as it starts: the guest's stay, the server's price, and held or confirmed. */
function newBooking(stay: StayRequest, price: BookedPrice, start: BookingStart, now: Date): Partial<RoomBooking> {
  const row: Partial<RoomBooking> = {
    reference: newReference('room'),
    ...roomPolicyAtBooking(stay.checkinDate),
    roomType: stay.roomType,
    checkinDate: stay.checkinDate,
    checkoutDate: stay.checkoutDate,
    guests: stay.guests,
    guestName: stay.guestName,
    email: stay.email,
    phone: stay.phone,
    language: stay.language,
    notes: stay.notes ?? null,
    totalPrice: price.totalPrice,
    taxes: price.taxes ?? null,
    taxIncluded: price.taxIncluded ?? null,
    taxAdded: price.taxAdded ?? null,
    currency: price.currency,
  };
  if (start.status === 'held') {
    return { ...row, status: 'held', holdExpiresAt: start.holdExpiresAt, paymentProvider: start.paymentProvider };
  }
  // Whole seconds: MySQL DATETIME drops the milliseconds.
  const confirmedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return { ...row, status: 'confirmed', confirmedAt, holdExpiresAt: null, paymentProvider: PAY_AT_RETREAT };
}
