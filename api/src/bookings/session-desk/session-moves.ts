/**
 * Staff move a private sauna session to another free slot, or event tickets to another
 * occurrence of the same event (docs/requirements/policies.md#changing-dates), as rooms move
 * (RoomStayMoves): the new place priced as a new booking would be and claimed with the same
 * guard as a new booking (the sauna's lock and unique slot, the session's seat count), the old
 * one freed, the difference refunded through the provider or left to pay, the calendar
 * SEQUENCE raised, audited with who and why — one transaction; the refund and the change mail
 * (.ics REQUEST, same UID) go after the commit. Each kind's SessionMover knows its place.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type DeskSessionReply,
  type MoneyString,
  type SessionBookingKind,
  type SessionMoveQuoteReply,
} from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '../../admin/audit/audit-trail.js';
import type { AdminUser } from '../../auth/admin-user.entity.js';
import { staffName } from '../../auth/staff-name.js';
import { CommonError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { runWriteTransaction } from '../../database/write-transaction.js';
import { moveMoney } from '../move-money.js';
import { startInstant } from '../../events/session-time.js';
import type { InviteTime } from '../../mail/calendar-invite.js';
import { MailService } from '../../mail/mail.service.js';
import { paymentsOf, recordRefundsDue, refundableOf } from '../../payments/booking-payments.js';
import { amountGivenBack, RefundsService } from '../../payments/refunds.service.js';
import type { LineTaxes } from '../../taxes/tax-lines.js';
import { sessionChangeMail, sessionChangedNotice } from '../session-change-mail.js';
import type { DeskSession } from './desk-sessions.js';
import { toDeskSessionView } from './desk-session-view.js';
import { SessionDeskError } from './session-desk-errors.js';

/** The new place priced as a new booking would be, with the policy the booking will record. */
export interface SessionMovePlan {
  start: InviteTime;
  end: InviteTime;
  sale: LineTaxes & { total: MoneyString };
  freeCancellationUntil: Date;
  policyVersion: string;
}

/** What one kind knows of moving its bookings (each kind keeps its own place and guard). */
export interface SessionMover<To, Plan extends SessionMovePlan = SessionMovePlan> {
  readonly kind: SessionBookingKind;
  /** The audit trail's name for these bookings. */
  readonly resource: string;
  find(manager: EntityManager, id: number): Promise<DeskSession | null>;
  /** Prices `to` for `booking`; refuses a place that is not the same event, the same place, or has begun. */
  plan(booking: DeskSession, to: To, now: Date): Promise<Plan>;
  /** Whether the place is free for this booking now (its own place counts as free); nothing is held. */
  isFree(booking: DeskSession, plan: Plan): Promise<boolean>;
  /** What the move needs made before its transaction (an event session's row); the plan as it then stands. */
  prepare(plan: Plan): Promise<Plan>;
  /** Takes what the kind's place needs locked first in the move's transaction (the sauna's lock). */
  lock(manager: EntityManager): Promise<void>;
  /**
   * In the caller's transaction: claims the new place as a new booking would (a conflict is the
   * kind's 409), frees the old one, and writes the row as read (its paymentStatus, not
   * cancelled) with the plan's price and deadline and the next calendar SEQUENCE; false when the
   * row changed meanwhile.
   */
  move(manager: EntityManager, booking: DeskSession, plan: Plan, now: Date): Promise<boolean>;
  /** What the kind does once the move committed (the events' cache). */
  committed?(): void;
}

/** Why staff moved it, kept in the audit log. */
export interface MoveReason {
  reason: string | null;
}

@Injectable()
export class SessionMoveService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly refunds: RefundsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The new place priced, whether it is free, and what follows for the money. */
  async quote<To, Plan extends SessionMovePlan>(
    mover: SessionMover<To, Plan>,
    id: number,
    to: To,
    now = new Date(),
  ): Promise<SessionMoveQuoteReply> {
    const booking = await this.movable(mover, this.dataSource.manager, id, now);
    const plan = await mover.plan(booking, to, now);
    const paid = await refundableOf(this.dataSource.manager, { kind: mover.kind, id });
    const { sale } = plan;
    const money = moveMoney(paid, sale.total);
    return {
      reference: booking.reference,
      currency: booking.currency,
      current: { date: booking.start.date, time: booking.start.time, total: booking.total },
      proposed: {
        date: plan.start.date,
        time: plan.start.time,
        total: sale.total,
        taxes: sale.taxes,
        taxIncluded: sale.taxIncluded,
        taxAdded: sale.taxAdded,
        freeCancellationUntil: plan.freeCancellationUntil.toISOString(),
      },
      available: await mover.isFree(booking, plan),
      refund: money.refund,
      // Paid at the retreat, the desk takes the new price whole: nothing is "left" of an online payment.
      toPay: booking.paidOnline ? money.toPay : '0.00',
    };
  }

  /** Moves the booking, settles the refund it owes and mails the guest and the retreat. */
  async move<To, Plan extends SessionMovePlan>(
    mover: SessionMover<To, Plan>,
    id: number,
    to: To & MoveReason,
    staff: AdminUser,
    now = new Date(),
  ): Promise<DeskSessionReply> {
    const planned = await this.movable(mover, this.dataSource.manager, id, now);
    const plan = await mover.prepare(await mover.plan(planned, to, now));
    const ref = { kind: mover.kind, id };
    const { before, refunds, money } = await runWriteTransaction(this.dataSource, async (manager) => {
      await mover.lock(manager);
      const booking = await this.movable(mover, manager, id, now);
      if (!(await mover.move(manager, booking, plan, now))) throw new SessionDeskError('desk.notMovable');
      const money = moveMoney(await refundableOf(manager, ref), plan.sale.total);
      const requestId = `refund-${mover.kind}-${id}-move-${(booking.calendarSequence ?? 0) + 1}`;
      const refunds =
        money.refund === '0.00' ? [] : await recordRefundsDue(manager, ref, { amount: money.refund, requestId });
      await recordAudit(manager, staff, {
        resource: mover.resource,
        action: 'update',
        recordId: id,
        changes: {
          before: { date: booking.start.date, time: booking.start.time, total: booking.total },
          after: {
            date: plan.start.date,
            time: plan.start.time,
            total: plan.sale.total,
            refunded: money.refund,
            reason: to.reason,
          },
        },
      });
      return { before: booking, refunds, money };
    });
    mover.committed?.();
    const settled = await this.refunds.settleAll(refunds, `Changed booking ${before.reference}`);
    const moved = await this.found(mover, this.dataSource.manager, id);
    const change = {
      from: before.start,
      refunded: amountGivenBack(settled),
      toPay: moved.paidOnline ? money.toPay : null,
    };
    if (moved.email) await this.mail.send(sessionChangeMail(moved, change));
    await this.mail.send(sessionChangedNotice(moved, change, staffName(staff), this.config.CONTACT_INBOX));
    return toDeskSessionView(moved, await paymentsOf(this.dataSource.manager, ref));
  }

  /** A held or confirmed booking, neither attended nor a no-show, that has not begun; 409 otherwise. */
  private async movable<To, Plan extends SessionMovePlan>(
    mover: SessionMover<To, Plan>,
    manager: EntityManager,
    id: number,
    now: Date,
  ): Promise<DeskSession> {
    const booking = await this.found(mover, manager, id);
    const standing =
      (booking.state === 'held' || booking.state === 'confirmed') && !booking.attendedAt && !booking.noShowAt;
    if (!standing || startInstant(booking.start).getTime() <= now.getTime())
      throw new SessionDeskError('desk.notMovable');
    return booking;
  }

  private async found<To, Plan extends SessionMovePlan>(
    mover: SessionMover<To, Plan>,
    manager: EntityManager,
    id: number,
  ): Promise<DeskSession> {
    const booking = await mover.find(manager, id);
    if (!booking) throw new CommonError('common.notFound');
    return booking;
  }
}
