/**
 * The desk's actions on private sauna sessions and event tickets, the same for both kinds
 * (each kind's DeskSessions writes its own row and place): cancel with a refund choice, take
 * a pay-at-retreat payment, record the guest as attended or as a no-show. Every change is one
 * write transaction with its audit row; a refund is recorded as due in the cancellation's
 * transaction and asked of the provider after the commit, and mails go after it too.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  sumMoney,
  type BookingPaymentStaffReply,
  type DeskPayment,
  type DeskSessionReply,
  type SessionBookingKind,
  type StaffCancellation,
} from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '../../admin/audit/audit-trail.js';
import type { AdminUser } from '../../auth/admin-user.entity.js';
import { staffName } from '../../auth/staff-name.js';
import { CommonError } from '../../common/errors/app-error.js';
import { isUniqueViolation } from '../../common/errors/database-errors.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { runWriteTransaction } from '../../database/write-transaction.js';
import { retreatToday } from '../../common/time/retreat-clock.js';
import { startInstant } from '../../events/session-time.js';
import { EventDeskSessions } from '../../events/event-desk-sessions.js';
import { MailService } from '../../mail/mail.service.js';
import { toBookingPaymentView } from '../../payments/booking-payments.controller.js';
import { paymentsOf, recordDeskPayment, refundableOf } from '../../payments/booking-payments.js';
import { recordChosenRefund } from '../../payments/refund-choice.js';
import { RefundsService } from '../../payments/refunds.service.js';
import { SaunaDeskSessions } from '../../sauna/sauna-desk-sessions.js';
import { isFreeCancellation } from '../cancellation-terms.js';
import { checkPolicyOverride } from '../policy-override.js';
import { sessionCancellationMail, sessionCancelledNotice } from '../session-cancellation-mail.js';
import type { BookingPayment } from '../../payments/booking-payment.entity.js';
import { toDeskSessionView } from './desk-session-view.js';
import type { DeskSession, DeskSessions, StayMark } from './desk-sessions.js';
import { SessionDeskError } from './session-desk-errors.js';

@Injectable()
export class SessionDeskService {
  private readonly kinds: Record<SessionBookingKind, DeskSessions>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    sauna: SaunaDeskSessions,
    events: EventDeskSessions,
    private readonly refunds: RefundsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.kinds = { sauna, event: events };
  }

  async view(kind: SessionBookingKind, id: number): Promise<DeskSessionReply> {
    const manager = this.dataSource.manager;
    return toDeskSessionView(await this.found(manager, kind, id), await paymentsOf(manager, { kind, id }));
  }

  /**
   * Cancels a held or confirmed booking and frees its place. Inside the free-cancellation
   * window with the policy's refund any staff may; anything else overrides the policy and needs
   * a manager (403 overrideNeedsManager) and a reason (400 reasonRequired). Of concurrent
   * cancels one wins, the others find it cancelled (409 notCancellable): one refund.
   */
  async cancel(
    kind: SessionBookingKind,
    id: number,
    input: StaffCancellation,
    staff: AdminUser,
    now = new Date(),
  ): Promise<DeskSessionReply> {
    const desk = this.kinds[kind];
    const ref = { kind, id };
    const { session, refunds } = await runWriteTransaction(this.dataSource, async (manager) => {
      const booking = await this.found(manager, kind, id);
      if (!cancellable(booking)) throw new SessionDeskError('desk.notCancellable');
      const inWindow = isFreeCancellation(booking.freeCancellationUntil, now);
      checkPolicyOverride(input, staff, inWindow, await refundableOf(manager, ref));
      if (!(await desk.cancel(manager, booking, now))) throw new SessionDeskError('desk.notCancellable');
      const refunds = await recordChosenRefund(manager, ref, input, inWindow);
      const refunded = sumMoney(refunds.map((row) => row.amount));
      await recordAudit(manager, staff, {
        resource: desk.resource,
        action: 'update',
        recordId: id,
        changes: {
          before: { state: booking.state },
          after: { state: 'cancelled', reason: input.reason, refund: input.refund, refunded },
        },
      });
      return { session: await this.found(manager, kind, id), refunds };
    });
    const settled = await this.refunds.settleAll(refunds, `Cancelled booking ${session.reference}`);
    await this.tellCancelled(session, settled, staff);
    return this.view(kind, id);
  }

  /** A pay-at-retreat booking paid at the desk, once (409 nothingToPayAtDesk otherwise); who took it is audited. */
  async takePayment(
    kind: SessionBookingKind,
    id: number,
    payment: DeskPayment,
    staff: AdminUser,
  ): Promise<BookingPaymentStaffReply> {
    try {
      return await runWriteTransaction(this.dataSource, async (manager) => {
        const booking = await this.found(manager, kind, id);
        const owes = booking.paysAtRetreat && booking.state === 'confirmed';
        const paid = owes ? await recordDeskPayment(manager, { kind, id }, payment) : null;
        if (!paid) throw new SessionDeskError('desk.nothingToPay');
        await recordAudit(manager, staff, {
          resource: this.kinds[kind].resource,
          action: 'update',
          recordId: id,
          changes: { after: { paidAtDesk: { ...payment, currency: paid.currency } } },
        });
        return toBookingPaymentView(paid);
      });
    } catch (error) {
      // Two desks at once on MariaDB: the second insert meets the first's requestId.
      if (isUniqueViolation(error)) throw new SessionDeskError('desk.nothingToPay');
      throw error;
    }
  }

  /** The guest is here: a confirmed booking, from the session's day (retreat time), once. */
  attended(kind: SessionBookingKind, id: number, staff: AdminUser, now = new Date()): Promise<DeskSessionReply> {
    return this.markStay(kind, id, staff, now, 'attendedAt', (booking) => {
      const standing = booking.state === 'confirmed' && !booking.attendedAt && !booking.noShowAt;
      if (!standing || retreatToday(now) < booking.start.date) throw new SessionDeskError('desk.notAttendable');
    });
  }

  /**
   * The guest never came: once the session has started without them. Charged per the policy —
   * the retreat keeps what was paid online, and a pay-at-retreat booking has nothing to charge.
   */
  noShow(kind: SessionBookingKind, id: number, staff: AdminUser, now = new Date()): Promise<DeskSessionReply> {
    return this.markStay(kind, id, staff, now, 'noShowAt', (booking) => {
      const started = now.getTime() >= startInstant(booking.start).getTime();
      const standing = booking.state === 'confirmed' && !booking.attendedAt && !booking.noShowAt;
      if (!standing || !started) throw new SessionDeskError('desk.noShowTooEarly');
    });
  }

  private async markStay(
    kind: SessionBookingKind,
    id: number,
    staff: AdminUser,
    now: Date,
    mark: StayMark,
    allowed: (booking: DeskSession) => void,
  ): Promise<DeskSessionReply> {
    const refused = new SessionDeskError(
      mark === 'attendedAt' ? 'desk.notAttendable' : 'desk.noShowTooEarly',
    );
    await runWriteTransaction(this.dataSource, async (manager) => {
      allowed(await this.found(manager, kind, id));
      // Whole seconds: MySQL DATETIME drops the milliseconds, and the reply should match the row.
      const at = new Date(Math.floor(now.getTime() / 1000) * 1000);
      if (!(await this.kinds[kind].mark(manager, id, mark, at))) throw refused;
      await recordAudit(manager, staff, {
        resource: this.kinds[kind].resource,
        action: 'update',
        recordId: id,
        changes: { after: { [mark]: at.toISOString() } },
      });
    });
    return this.view(kind, id);
  }

  private async found(manager: EntityManager, kind: SessionBookingKind, id: number): Promise<DeskSession> {
    const booking = await this.kinds[kind].find(manager, id);
    if (!booking) throw new CommonError('common.notFound');
    return booking;
  }

  /** The guest's mail in their language (with the refund and an .ics), and the retreat's notice. */
  private async tellCancelled(session: DeskSession, settled: BookingPayment[], staff: AdminUser): Promise<void> {
    const given = settled.filter((row) => row.status !== 'failed');
    const cancelled = {
      by: 'retreat' as const,
      staff: staffName(staff),
      refunded: given.length ? sumMoney(given.map((row) => row.amount)) : null,
      paidOnline: session.paidOnline,
    };
    if (session.email) await this.mail.send(sessionCancellationMail(session, cancelled));
    const notice = { ...session, title: session.titleEn };
    await this.mail.send(sessionCancelledNotice(notice, this.config.CONTACT_INBOX, cancelled));
  }
}

/** Held or confirmed, and neither attended nor a no-show. */
function cancellable(booking: DeskSession): boolean {
  const standing = booking.state === 'held' || booking.state === 'confirmed';
  return standing && !booking.attendedAt && !booking.noShowAt;
}

