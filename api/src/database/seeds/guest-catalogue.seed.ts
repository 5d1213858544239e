/**
 * Seeds the guest catalogue (rooms, weekly activities, sample events, sauna slots and rates,
 * wellness activities). Idempotent: each row is found by its natural key (room id, title,
 * start time, duration) and inserted only when missing; rows already there, edited by staff
 * or not, are left alone.
 */
import { addDays, format, parseISO } from 'date-fns';
import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { Event } from '../../events/event.entity.js';
import { EventSession } from '../../events/event-session.entity.js';
import { EventWeeklyTemplate } from '../../events/event-weekly-template.entity.js';
import { Room } from '../../rooms/room.entity.js';
import { SaunaRate } from '../../sauna/sauna-rate.entity.js';
import { SaunaSlot } from '../../sauna/sauna-slot.entity.js';
import { WellnessActivity } from '../../wellness/wellness-activity.entity.js';
import {
  SAMPLE_EVENTS,
  SAUNA_RATES,
  SAUNA_SLOT_TIMES,
  WEEKLY_TEMPLATES,
  WELLNESS_ACTIVITIES,
} from './guest-catalogue.data.js';
import { ROOMS } from './rooms.data.js';

export async function seedGuestCatalogue(manager: EntityManager, context: { today: string }): Promise<void> {
  const rooms = ROOMS.map((room, index) => ({ ...room, displayOrder: index }));
  await insertMissing(manager, Room, 'id', rooms);
  await insertMissing(manager, EventWeeklyTemplate, 'title', WEEKLY_TEMPLATES);
  await seedSampleEvents(manager, context.today);
  const slots = SAUNA_SLOT_TIMES.map((startTime, index) => ({ startTime, displayOrder: index }));
  await insertMissing(manager, SaunaSlot, 'startTime', slots);
  await insertMissing(manager, SaunaRate, 'durationMinutes', SAUNA_RATES);
  const activities = WELLNESS_ACTIVITIES.map((activity, index) => ({ ...activity, displayOrder: index }));
  await insertMissing(manager, WellnessActivity, 'title', activities);
}

/**
 * Each sample event with its one session, whose seatsTaken starts at the event's joined count
 * (currentAttendees mirrors it). An event keeps the date it was first seeded with; a later run
 * only adds what is missing.
 */
async function seedSampleEvents(manager: EntityManager, today: string): Promise<void> {
  for (const { daysFromToday, joined, ...seed } of SAMPLE_EVENTS) {
    let event = await manager.findOneBy(Event, { title: seed.title });
    if (!event) {
      const eventDate = format(addDays(parseISO(today), daysFromToday), 'yyyy-MM-dd');
      event = await manager.save(manager.create(Event, { ...seed, eventDate, currentAttendees: joined }));
    }
    const session = { eventId: event.id, sessionDate: event.eventDate, startTime: event.eventTime };
    if (!(await manager.existsBy(EventSession, session))) {
      await manager.insert(EventSession, { ...session, maxAttendees: event.maxAttendees, seatsTaken: joined });
    }
  }
}

/** Inserts the rows whose natural key is not in the table yet, in the given order. */
async function insertMissing<T extends ObjectLiteral, K extends keyof T & string>(
  manager: EntityManager,
  target: EntityTarget<T>,
  key: K,
  rows: ReadonlyArray<Partial<T> & Pick<T, K>>,
): Promise<void> {
  for (const row of rows) {
    const where = { [key]: row[key] } as FindOptionsWhere<T>;
    if (!(await manager.existsBy(target, where))) {
      await manager.save(manager.create(target, row as T));
    }
  }
}
