/**
 * The guest catalogue seed on a freshly migrated database (SQLite, or MariaDB when
 * DATABASE_URL is set): it inserts the catalogue once, however often it runs, with the
 * room facts of docs/requirements/booking-rules.md#rooms and sample events dated after "today".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { seedGuestCatalogue } from '../src/database/seeds/guest-catalogue.seed.js';
import { Event } from '../src/events/event.entity.js';
import { EventSession } from '../src/events/event-session.entity.js';
import { EventWeeklyTemplate } from '../src/events/event-weekly-template.entity.js';
import { Room } from '../src/rooms/room.entity.js';
import { SaunaRate } from '../src/sauna/sauna-rate.entity.js';
import { SaunaSlot } from '../src/sauna/sauna-slot.entity.js';
import { WellnessActivity } from '../src/wellness/wellness-activity.entity.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  ({ database, dataSource } = await createMigratedDatabase());
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

describe('guest catalogue seed', () => {
  const counts = async () => ({
    rooms: await dataSource.getRepository(Room).count(),
    templates: await dataSource.getRepository(EventWeeklyTemplate).count(),
    events: await dataSource.getRepository(Event).count(),
    sessions: await dataSource.getRepository(EventSession).count(),
    slots: await dataSource.getRepository(SaunaSlot).count(),
    rates: await dataSource.getRepository(SaunaRate).count(),
    wellness: await dataSource.getRepository(WellnessActivity).count(),
  });

  it('fills the catalogue once, however often it runs, and keeps staff edits', async () => {
    await dataSource.transaction((manager) => seedGuestCatalogue(manager, { today: '2026-11-22' }));
    const first = await counts();
    expect(first).toEqual({ rooms: 4, templates: 7, events: 5, sessions: 5, slots: 6, rates: 3, wellness: 3 });

    await dataSource.getRepository(Room).update({ id: 'garden_cottage' }, { pricePerNight: '110.00' });
    await dataSource.getRepository(SaunaSlot).delete({ startTime: '19:00' });
    await dataSource.transaction((manager) => seedGuestCatalogue(manager, { today: '2026-12-24' }));
    expect(await counts()).toEqual(first);
    const cottage = await dataSource.getRepository(Room).findOneByOrFail({ id: 'garden_cottage' });
    expect(cottage.pricePerNight).toBe('110.00');
    await dataSource.getRepository(Room).update({ id: 'garden_cottage' }, { pricePerNight: '100.00' });
  });

  it('seeds the room facts and future events whose seats match their sessions', async () => {
    const rooms = await dataSource.getRepository(Room).find({ order: { displayOrder: 'ASC' } });
    expect(rooms.map((r) => [r.id, r.pricePerNight, r.maxGuests, r.beds, r.bathrooms])).toEqual([
      ['lakefront_lower', '65.00', 2, 1, 1],
      ['upper_lakefront', '80.00', 2, 1, 1],
      ['lakeside_cottage', '100.00', 4, 2, 1],
      ['garden_cottage', '100.00', 4, 2, 1],
    ]);
    const events = await dataSource.getRepository(Event).find({ order: { eventDate: 'ASC' } });
    expect(events.map((event) => event.eventDate)).toEqual([
      '2026-11-27',
      '2026-12-01',
      '2026-12-05',
      '2026-12-10',
      '2026-12-16',
    ]);
    for (const event of events) {
      const eventSession = await dataSource.getRepository(EventSession).findOneByOrFail({ eventId: event.id });
      expect(eventSession).toMatchObject({
        sessionDate: event.eventDate,
        startTime: event.eventTime,
        maxAttendees: event.maxAttendees,
        seatsTaken: event.currentAttendees,
      });
    }
    const sauna = await dataSource.getRepository(SaunaRate).find({ order: { durationMinutes: 'ASC' } });
    expect(sauna.map((rate) => [rate.durationMinutes, rate.price])).toEqual([
      [60, '15.00'],
      [90, '20.00'],
      [120, '25.00'],
    ]);
  });
});
