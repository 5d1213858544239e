/**
 * Private sauna sessions as the desk and the guest's manage page change them: cancelled (the
 * slot freed in the same UPDATE: activeSlot goes NULL, which the unique key lets repeat), and
 * the guest's attendance or no-show recorded. Each change is one conditional UPDATE on what
 * was read, so of two desks tapping at once, or a desk and the guest, one changes the row.
 */
import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { nextCalendarSequence } from '../bookings/calendar-sequence.js';
import {
  markSessionStay,
  sharedSessionFields,
  type DeskSession,
  type DeskSessions,
  type StayMark,
} from '../bookings/session-desk/desk-sessions.js';
import { addMinutes } from '../events/session-time.js';
import { SaunaBooking } from './sauna-booking.entity.js';

export const SAUNA_TITLE = { en: 'Private sauna session', es: 'Sesión privada de sauna' } as const;

/**
 * Cancels the session as read (still standing, its paymentStatus unchanged) and frees its slot;
 * false when it changed meanwhile. The one write of a sauna cancellation, for the guest and staff.
 */
export async function cancelSaunaSession(
  manager: EntityManager,
  booking: Pick<SaunaBooking, 'id' | 'paymentStatus' | 'calendarSequence'>,
  now: Date,
): Promise<boolean> {
  const result = await manager.update(
    SaunaBooking,
    { id: booking.id, cancelledAt: IsNull(), paymentStatus: booking.paymentStatus },
    { cancelledAt: now, activeSlot: null, calendarSequence: nextCalendarSequence(booking) },
  );
  return Boolean(result.affected);
}

@Injectable()
export class SaunaDeskSessions implements DeskSessions {
  readonly kind = 'sauna' as const;
  readonly resource = 'sauna-bookings';

  async find(manager: EntityManager, id: number): Promise<DeskSession | null> {
    const booking = await manager.findOneBy(SaunaBooking, { id });
    if (!booking) return null;
    const start = { date: booking.sessionDate, time: booking.timeSlot };
    return {
      ...sharedSessionFields(booking),
      kind: 'sauna',
      title: SAUNA_TITLE[booking.language === 'es' ? 'es' : 'en'],
      titleEn: SAUNA_TITLE.en,
      eventKey: null,
      start,
      end: addMinutes(start, booking.duration),
      people: 1,
      phone: booking.phone,
      total: booking.totalPrice,
      paysAtRetreat: booking.paymentStatus === 'pay_at_retreat',
    };
  }

  cancel(manager: EntityManager, booking: DeskSession, now: Date): Promise<boolean> {
    return cancelSaunaSession(manager, booking, now);
  }

  mark(manager: EntityManager, id: number, mark: StayMark, at: Date): Promise<boolean> {
    return markSessionStay(manager, SaunaBooking, id, mark, at);
  }
}
