import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
// Shared with room bookings: on SQLite every write transaction must go through the same queue.
import { runWriteTransaction } from '../database/write-transaction.js';
import { EventBooking } from './event-booking.entity.js';
import { EventSession } from './event-session.entity.js';
import { Event } from './event.entity.js';
import type { EventOccurrence, SessionView } from './event-occurrence.js';

/** The booking row as the service fills it; ids, defaults and createdAt come from the database. */
export type NewEventBooking = Pick<
  EventBooking,
  | 'eventId'
  | 'guestName'
  | 'email'
  | 'phone'
  | 'numberOfTickets'
  | 'selectedTimeSlot'
  | 'selectedDateTime'
  | 'totalAmount'
  | 'currency'
  | 'language'
  | 'paymentStatus'
  | 'reference'
  | 'freeCancellationUntil'
  | 'policyVersion'
> &
  Partial<Pick<EventBooking, 'holdExpiresAt' | 'paymentProvider'>>;

/** The seats a booking takes, and of which session (and one-off event). */
type SeatsOf = Pick<EventBooking, 'sessionId' | 'eventId' | 'numberOfTickets'>;

class NotEnoughSeats extends Error {}

/** The column that ties a session to its one-off event or weekly template. */
function sessionOwner(occurrence: EventOccurrence): { eventId: number } | { templateId: number } {
  if (occurrence.eventId !== null) return { eventId: occurrence.eventId };
  if (occurrence.templateId !== null) return { templateId: occurrence.templateId };
  throw new Error(`Occurrence ${occurrence.id} has neither an event nor a template`);
}

/**
 * Sells event seats so that a session can never be oversold, on either driver and under any
 * number of concurrent requests: the seats are taken by one conditional UPDATE whose
 * affected-row count decides, in the same transaction as the booking row.
 */
@Injectable()
export class SeatReservationService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The id of the session's `event_sessions` row, creating it on the session's first booking
   * with the numbers guests were shown. Two first bookings may race: the unique key on
   * (event or template, date, time) lets one insert win and the other simply reads it back.
   * This runs in its own short transaction before the booking's: on MariaDB a duplicate-key
   * check holds a shared lock until commit, and two bookings holding it while both waiting
   * to update the row would deadlock.
   */
  async sessionRowId(occurrence: EventOccurrence, session: SessionView): Promise<number> {
    if (session.id !== null) return session.id;
    const key = { ...sessionOwner(occurrence), sessionDate: session.date, startTime: session.time };
    try {
      await runWriteTransaction(this.dataSource, (manager) =>
        manager.insert(EventSession, { ...key, maxAttendees: session.maxAttendees, seatsTaken: session.seatsTaken }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const row = await this.dataSource.getRepository(EventSession).findOneOrFail({ select: { id: true }, where: key });
    return row.id;
  }

  /**
   * Takes `tickets` seats of the session and records the booking, all or nothing. Returns the
   * stored booking, or null when fewer seats are left than asked for. Locks are taken in one
   * order (session row, event row, then the booking's foreign-key checks) so that bookings of
   * different sessions of one event cannot deadlock.
   */
  async reserve(sessionId: number, booking: NewEventBooking, now = new Date()): Promise<EventBooking | null> {
    try {
      return await runWriteTransaction(this.dataSource, async (manager) => {
        const seats = { sessionId, eventId: booking.eventId, numberOfTickets: booking.numberOfTickets };
        // A hold that lapsed but was not swept yet gives its seats up to a guest who wants them.
        const taken =
          (await this.take(manager, seats)) ||
          ((await this.expireHolds(manager, { sessionId, holdExpiresAt: LessThanOrEqual(now) })).length > 0 &&
            (await this.take(manager, seats)));
        if (!taken) throw new NotEnoughSeats();
        const { identifiers } = await manager.insert(EventBooking, { ...booking, sessionId });
        return manager.findOneByOrFail(EventBooking, { id: (identifiers[0] as { id: number }).id });
      });
    } catch (error) {
      if (error instanceof NotEnoughSeats) return null;
      throw error;
    }
  }

  /**
   * Takes the booking's seats with the one conditional UPDATE whose affected-row count decides
   * (inside the caller's transaction); false when fewer are left. events.currentAttendees
   * mirrors its sessions for the guest pages and the console.
   */
  async take(manager: EntityManager, booking: SeatsOf): Promise<boolean> {
    const tickets = booking.numberOfTickets;
    const taken = await manager
      .createQueryBuilder()
      .update(EventSession)
      .set({ seatsTaken: () => 'seatsTaken + :tickets' })
      .where('id = :sessionId AND seatsTaken + :tickets <= maxAttendees', { sessionId: booking.sessionId, tickets })
      .execute();
    if (!taken.affected) return false;
    if (booking.eventId !== null) await manager.increment(Event, { id: booking.eventId }, 'currentAttendees', tickets);
    return true;
  }

  /**
   * Expires the unpaid holds `where` selects (held, not cancelled), each by a conditional UPDATE
   * so a capture confirming it at the same moment wins or loses whole, and gives their seats
   * back in the caller's transaction. Returns the expired ids.
   */
  async expireHolds(manager: EntityManager, where: FindOptionsWhere<EventBooking>): Promise<number[]> {
    const lapsed = await manager.find(EventBooking, {
      where: { ...where, paymentStatus: 'held', cancelledAt: IsNull() },
    });
    const expired: number[] = [];
    for (const booking of lapsed) {
      const result = await manager.update(
        EventBooking,
        { id: booking.id, paymentStatus: 'held' },
        { paymentStatus: 'expired' },
      );
      if (!result.affected) continue;
      await this.release(manager, booking);
      expired.push(booking.id);
    }
    return expired;
  }

  /**
   * Gives a cancelled booking's seats back to its session (and one-off event), inside the
   * caller's transaction: the seats and the cancellation commit together.
   */
  async release(manager: EntityManager, booking: SeatsOf): Promise<void> {
    const tickets = booking.numberOfTickets;
    await manager
      .createQueryBuilder()
      .update(EventSession)
      .set({ seatsTaken: () => 'seatsTaken - :tickets' })
      .where('id = :sessionId AND seatsTaken >= :tickets', { sessionId: booking.sessionId, tickets })
      .execute();
    if (booking.eventId !== null) {
      await manager.decrement(Event, { id: booking.eventId }, 'currentAttendees', tickets);
    }
  }

  /** Seats still free, for the message of a refused booking. */
  async spotsLeft(sessionId: number): Promise<number> {
    const row = await this.dataSource.getRepository(EventSession).findOneBy({ id: sessionId });
    return row ? Math.max(0, row.maxAttendees - row.seatsTaken) : 0;
  }
}
