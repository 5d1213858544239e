/**
 * Moving a private sauna session to another free slot (SessionMoveService): the new time priced
 * as a new session, claimed under the sauna's lock with the same overlap check as a new booking
 * (claimSaunaTime, the session's own time not counted) and the unique (date, slot) key behind
 * it, so a move racing a new booking of that time never lets both have it.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SaunaMove, SaunaQuoteQuery } from '@lakeside/contracts';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { BookingError } from '../bookings/booking-errors.js';
import { nextCalendarSequence } from '../bookings/calendar-sequence.js';
import type { DeskSession } from '../bookings/session-desk/desk-sessions.js';
import type { SessionMovePlan, SessionMover } from '../bookings/session-desk/session-moves.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { addMinutes } from '../events/session-time.js';
import { lockSharedResource } from '../shared-resources/lock-shared-resource.js';
import { takenOn } from '../shared-resources/resource-calendar.js';
import { firstOverlap } from '../shared-resources/resource-use.js';
import { rangeFor } from '../shared-resources/time-range.js';
import { SaunaBooking } from './sauna-booking.entity.js';
import { SaunaBookingService } from './sauna-booking.service.js';
import { SaunaDeskSessions } from './sauna-desk-sessions.js';
import { SaunaError } from './sauna-errors.js';
import { claimSaunaTime, SAUNA_RESOURCE } from './sauna-time-claim.js';

interface SaunaMovePlan extends SessionMovePlan {
  sessionDate: string;
  timeSlot: string;
  duration: number;
}

@Injectable()
export class SaunaSessionMover implements SessionMover<SaunaMove, SaunaMovePlan> {
  readonly kind = 'sauna' as const;
  readonly resource = 'sauna-bookings';

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly desk: SaunaDeskSessions,
    private readonly sauna: SaunaBookingService,
  ) {}

  find(manager: EntityManager, id: number): Promise<DeskSession | null> {
    return this.desk.find(manager, id);
  }

  async plan(booking: DeskSession, to: SaunaMove, now: Date): Promise<SaunaMovePlan> {
    if (to.sessionDate === booking.start.date && to.timeSlot === booking.start.time) {
      throw new BookingError('bookings.sameDates');
    }
    const { duration } = await this.dataSource.manager.findOneByOrFail(SaunaBooking, { id: booking.id });
    // The length stays; the row holds one of the lengths sold (SAUNA_DURATIONS).
    const length = duration as SaunaQuoteQuery['duration'];
    const { sale, policy } = await this.sauna.priced(
      { sessionDate: to.sessionDate, timeSlot: to.timeSlot, duration: length },
      now,
    );
    const start = { date: to.sessionDate, time: to.timeSlot };
    return { start, end: addMinutes(start, duration), sale, ...policy, ...to, duration };
  }

  async isFree(booking: DeskSession, plan: SaunaMovePlan): Promise<boolean> {
    const taken = (await takenOn(this.dataSource.manager, SAUNA_RESOURCE, plan.sessionDate)).filter(
      (use) => use.bookingId !== booking.id,
    );
    return !firstOverlap(taken, rangeFor(plan.sessionDate, plan.timeSlot, plan.duration));
  }

  prepare(plan: SaunaMovePlan): Promise<SaunaMovePlan> {
    return Promise.resolve(plan);
  }

  lock(manager: EntityManager): Promise<void> {
    return lockSharedResource(manager, SAUNA_RESOURCE);
  }

  async move(manager: EntityManager, booking: DeskSession, plan: SaunaMovePlan, now: Date): Promise<boolean> {
    await claimSaunaTime(manager, plan, now, booking.id);
    try {
      const result = await manager.update(
        SaunaBooking,
        { id: booking.id, cancelledAt: IsNull(), paymentStatus: booking.paymentStatus },
        {
          sessionDate: plan.sessionDate,
          timeSlot: plan.timeSlot,
          totalPrice: plan.sale.total,
          taxes: plan.sale.taxes,
          taxIncluded: plan.sale.taxIncluded,
          taxAdded: plan.sale.taxAdded,
          freeCancellationUntil: plan.freeCancellationUntil,
          policyVersion: plan.policyVersion,
          calendarSequence: nextCalendarSequence(booking),
        },
      );
      return Boolean(result.affected);
    } catch (error) {
      // The unique (date, slot) key behind the lock: another session has that very slot.
      if (isUniqueViolation(error)) throw new SaunaError('sauna.slotTaken');
      throw error;
    }
  }
}
