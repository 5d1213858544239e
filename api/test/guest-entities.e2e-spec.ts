/**
 * The guest-side tables on a real database built by the migrations (SQLite, or MariaDB when
 * DATABASE_URL is set): every entity round-trips, money stays exact, and the keys that stop
 * double booking hold, also under concurrent writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource, DeepPartial, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { Session } from '../src/auth/session.entity.js';
import { User } from '../src/auth/user.entity.js';
import { isUniqueViolation } from '../src/common/errors/database-errors.js';
import { ContactForm } from '../src/community/contact-form.entity.js';
import { MailingListSubscriber } from '../src/community/mailing-list-subscriber.entity.js';
import { VolunteerApplication } from '../src/community/volunteer-application.entity.js';
import { decimalTransformer } from '../src/database/columns.js';
import { Event } from '../src/events/event.entity.js';
import { EventBooking } from '../src/events/event-booking.entity.js';
import { EventSession } from '../src/events/event-session.entity.js';
import { EventWeeklyTemplate } from '../src/events/event-weekly-template.entity.js';
import { Room } from '../src/rooms/room.entity.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
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

/** Saves `sample`, reads the row back by its primary key and expects every given field. */
async function roundTrip<T extends ObjectLiteral>(target: EntityTarget<T>, sample: DeepPartial<T>): Promise<T> {
  const repository = dataSource.getRepository(target);
  const saved = await repository.save(repository.create(sample));
  const found = await repository.findOneByOrFail(repository.metadata.getEntityIdMap(saved) as FindOptionsWhere<T>);
  expect(found).toMatchObject(sample as object);
  return found;
}

/** The outcome of `promise`: 'ok', 'duplicate' for a unique-key violation, or the error itself. */
async function outcome(promise: Promise<unknown>): Promise<'ok' | 'duplicate'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

// Whole seconds: MySQL DATETIME keeps no milliseconds.
const AT = new Date('2026-12-01T18:30:00Z');
const guest = { guestName: 'Ana López', email: 'ana@example.com', phone: '+502 5555 1234' };

const room = (id: string): DeepPartial<Room> => ({
  id,
  name: 'Test Room',
  description: 'Short',
  fullDescription: 'Long',
  pricePerNight: '65.00',
  maxGuests: 2,
  beds: 1,
  amenities: ['Lake view'],
  features: ['WiFi'],
  imageEmoji: '🌊',
});

const roomBooking = (roomType: string): DeepPartial<RoomBooking> => ({
  ...guest,
  checkinDate: '2026-12-10',
  checkoutDate: '2026-12-12',
  roomType,
  guests: 2,
  totalPrice: '130.00',
});

const session = (fields: DeepPartial<EventSession>): Promise<EventSession> =>
  roundTrip<EventSession>(EventSession, { sessionDate: '2026-12-20', startTime: '19:00', maxAttendees: 10, ...fields });

describe('every guest entity round-trips', () => {
  it('auth: users, sessions, admin users', async () => {
    const user = await roundTrip(User, { email: 'guest@example.com', firstName: 'Ana', lastLoginAt: AT });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).toMatchObject({ lastName: null, isFirstTimeUser: true, hasCompletedOnboarding: false });
    await roundTrip(Session, { sid: 's'.repeat(128), sess: { adminUserId: 1, role: 'admin' }, expire: AT });
    const admin = await roundTrip(AdminUser, { username: 'maria', password: '$argon2id$v=19$m=65536,t=3,p=4$x' });
    expect(admin).toMatchObject({ role: 'staff', isActive: true, displayName: null });
    expect(admin.createdAt).toBeInstanceOf(Date);
  });

  it('rooms: rooms, bookings, nights', async () => {
    const saved = await roundTrip(Room, room('round_trip_room'));
    expect(saved).toMatchObject({ currency: 'USD', bathrooms: 1, displayOrder: 0, isActive: true });
    const booking = await roundTrip(RoomBooking, {
      ...roomBooking('round_trip_room'),
      holdExpiresAt: AT,
      paypalOrderId: '5O190127TN364715T',
    });
    expect(booking).toMatchObject({ status: 'held', language: 'en', paymentProvider: 'paypal', confirmedAt: null });
    await roundTrip(RoomNight, { roomId: 'round_trip_room', night: '2026-12-10', bookingId: booking.id });
  });

  it('sauna: slots, rates, bookings', async () => {
    expect(await roundTrip(SaunaSlot, { startTime: '21:00' })).toMatchObject({ isActive: true, displayOrder: 0 });
    await roundTrip(SaunaRate, { durationMinutes: 45, price: '12.50' });
    const booking = await roundTrip(SaunaBooking, {
      ...guest,
      sessionDate: '2026-12-01',
      timeSlot: '09:00',
      duration: 90,
      notes: 'First time',
      totalPrice: '20.00',
    });
    expect(booking).toMatchObject({ paymentStatus: 'pay_at_retreat', paymentProvider: null, currency: 'USD' });
  });

  it('events: events, weekly templates, sessions, bookings', async () => {
    const event = await roundTrip(Event, {
      title: 'Mayan Cacao Ceremony',
      description: 'Ceremony',
      eventDate: '2026-12-20',
      eventTime: '19:00',
      duration: '2 hours',
      maxAttendees: 15,
      ticketPrice: '35.00',
      category: 'spiritual',
      tags: ['cacao'],
      availableTimeSlots: ['19:00', '21:00'],
    });
    expect(event).toMatchObject({ currentAttendees: 0, hasTimeSlots: false, isActive: true, imageUrl: null });
    const template = await roundTrip(EventWeeklyTemplate, {
      title: 'Sauna Session',
      dayOfWeek: 3,
      startTime: '17:00',
      endTime: '21:00',
      duration: '4 hours',
      ticketPrice: '8.00',
      maxAttendees: 8,
      category: 'wellness',
      extras: [{ name: 'Towel', price: '3.00' }],
    });
    expect(template.description).toBeNull();
    const eventSession = await session({ eventId: event.id });
    expect(eventSession).toMatchObject({ seatsTaken: 0, templateId: null });
    await session({ templateId: template.id, sessionDate: '2026-12-23', startTime: '17:00', maxAttendees: 8 });
    const booking = await roundTrip(EventBooking, {
      ...guest,
      eventId: event.id,
      sessionId: eventSession.id,
      numberOfTickets: 2,
      selectedTimeSlot: '19:00',
      selectedDateTime: AT,
      totalAmount: '70.00',
    });
    expect(booking).toMatchObject({ paymentStatus: 'confirmed', currency: 'USD', language: 'en' });
  });

  it('community: mailing list, contact forms, volunteer applications', async () => {
    const subscriber = await roundTrip(MailingListSubscriber, {
      email: 'news@example.com',
      firstName: 'Ana',
      interests: ['events', 'nature'],
      unsubscribeToken: 'a'.repeat(64),
    });
    expect(subscriber).toMatchObject({ languagePreference: 'en', isActive: true, subscriptionSource: 'website' });
    const message = await roundTrip(ContactForm, { name: 'Ana', email: 'ana@example.com', message: 'Hello there!' });
    expect(message).toMatchObject({ subject: 'other', isRead: false, phone: null, respondedAt: null });
    const application = await roundTrip(VolunteerApplication, {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+502 5555 1234',
      nationality: 'Guatemalan',
      accommodationType: 'shared',
      availableFrom: '2027-01-15',
      motivation: 'I would love to help in the garden and learn about permaculture by the lake.',
    });
    expect(application).toMatchObject({ age: 18, duration: 2, skills: [], status: 'new' });
  });

  it('wellness: activities', async () => {
    await roundTrip(WellnessActivity, {
      title: 'Sound Healing',
      startTime: '19:30',
      durationMinutes: 75,
      maxParticipants: 20,
      price: '18.00',
      dayOfWeek: null,
    });
  });
});

describe('money', () => {
  it('is stored and summed exactly, and read back as a 2-decimal string', async () => {
    await roundTrip(Room, room('money_room'));
    const repository = dataSource.getRepository(RoomBooking);
    for (const totalPrice of ['0.10', '0.20', '99999999.99']) {
      await repository.save(repository.create({ ...roomBooking('money_room'), totalPrice }));
    }
    const rows = await repository.find({ where: { roomType: 'money_room' }, order: { id: 'ASC' } });
    expect(rows.map((row) => row.totalPrice)).toEqual(['0.10', '0.20', '99999999.99']);

    // SQLite sums DECIMAL as a double; the column transformer rounds it back to cents.
    const sum = async (where: string): Promise<string> => {
      const query = repository.createQueryBuilder('b').select('SUM(b.totalPrice)', 'total').where(where);
      const row = await query.getRawOne<{ total: string | number }>();
      return String(decimalTransformer(2).from(row?.total ?? null));
    };
    expect(await sum("b.roomType = 'money_room' AND b.totalPrice < 1")).toBe('0.30');
    expect(await sum("b.roomType = 'money_room'")).toBe('100000000.29');
  });
});

describe('double booking', () => {
  beforeAll(async () => {
    await roundTrip(Room, room('unique_room'));
  });

  it('a room night is sold once: a second (roomId, night) is refused', async () => {
    const repository = dataSource.getRepository(RoomBooking);
    const first = await repository.save(repository.create(roomBooking('unique_room')));
    const second = await repository.save(repository.create(roomBooking('unique_room')));
    const night = { roomId: 'unique_room', night: '2026-12-10' };
    await dataSource.getRepository(RoomNight).insert({ ...night, bookingId: first.id });
    expect(await outcome(dataSource.getRepository(RoomNight).insert({ ...night, bookingId: second.id }))).toBe(
      'duplicate',
    );
    // The next night of the same room is still free.
    await dataSource.getRepository(RoomNight).insert({ ...night, night: '2026-12-11', bookingId: second.id });
  });

  it('of concurrent claims on one night, exactly one wins', async () => {
    const repository = dataSource.getRepository(RoomBooking);
    const bookings = await Promise.all(
      Array.from({ length: 5 }, () => repository.save(repository.create(roomBooking('unique_room')))),
    );
    const results = await Promise.all(
      bookings.map((booking) =>
        outcome(
          dataSource
            .getRepository(RoomNight)
            .insert({ roomId: 'unique_room', night: '2027-01-05', bookingId: booking.id }),
        ),
      ),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(4);
  });

  it('freeing a booking frees its nights; a room with bookings cannot be deleted', async () => {
    const repository = dataSource.getRepository(RoomBooking);
    const booking = await repository.save(repository.create(roomBooking('unique_room')));
    await dataSource
      .getRepository(RoomNight)
      .insert({ roomId: 'unique_room', night: '2027-02-01', bookingId: booking.id });
    await expect(dataSource.getRepository(Room).delete({ id: 'unique_room' })).rejects.toThrow(/foreign key/i);
    await repository.delete({ id: booking.id });
    expect(await dataSource.getRepository(RoomNight).countBy({ bookingId: booking.id })).toBe(0);
  });

  it('a sauna slot is sold once: a second live (sessionDate, timeSlot) is refused, cancelled ones do not count', async () => {
    // A fresh object per insert: insert() writes the new id back into the object it is given.
    const booking = (fields: Partial<SaunaBooking> = {}) => ({
      ...guest,
      sessionDate: '2026-12-02',
      timeSlot: '11:00',
      duration: 60,
      totalPrice: '15.00',
      activeSlot: 1 as const,
      ...fields,
    });
    const repository = dataSource.getRepository(SaunaBooking);
    await repository.insert(booking());
    expect(await outcome(repository.insert(booking({ email: 'other@example.com' })))).toBe('duplicate');
    // A cancelled session lets its slot go (activeSlot NULL repeats freely in the unique key).
    await repository.insert(booking({ activeSlot: null, cancelledAt: new Date('2026-11-30T12:00:00Z') }));
    await repository.insert(booking({ activeSlot: null, cancelledAt: new Date('2026-11-30T13:00:00Z') }));
    await repository.insert(booking({ timeSlot: '13:00' }));
    await repository.insert(booking({ sessionDate: '2026-12-03' }));
  });

  it('an occurrence has one session row; NULL event or template ids never collide', async () => {
    const templates = dataSource.getRepository(EventWeeklyTemplate);
    const drumNight = () =>
      templates.create({
        title: 'Drum Night',
        dayOfWeek: 1,
        startTime: '19:00',
        duration: '2 hours',
        ticketPrice: '5.00',
        maxAttendees: 20,
        category: 'music',
      });
    const template = await templates.save(drumNight());
    const occurrence = (templateId: number) => ({
      templateId,
      sessionDate: '2026-12-21',
      startTime: '19:00',
      maxAttendees: 20,
    });
    const sessions = dataSource.getRepository(EventSession);
    await sessions.insert(occurrence(template.id));
    expect(await outcome(sessions.insert(occurrence(template.id)))).toBe('duplicate');
    // Another template's session at the same date and time has eventId NULL too: no clash.
    const other = await templates.save(drumNight());
    await sessions.insert(occurrence(other.id));
  });

  describe('event seats, taken with one conditional UPDATE', () => {
    /** Takes `n` seats if they are free; the affected-row count says whether it did. */
    async function takeSeats(sessionId: number, n: number): Promise<boolean> {
      const seats = dataSource.driver.escape('seatsTaken');
      const max = dataSource.driver.escape('maxAttendees');
      const result = await dataSource
        .createQueryBuilder()
        .update(EventSession)
        .set({ seatsTaken: () => `${seats} + :n` })
        .where('id = :id', { id: sessionId })
        .andWhere(`${seats} + :n <= ${max}`)
        .setParameters({ n })
        .execute();
      return result.affected === 1;
    }

    let eventId: number;
    beforeAll(async () => {
      const event = await dataSource.getRepository(Event).save({
        title: 'Full Moon Meditation',
        description: 'Meditation',
        eventDate: '2026-12-24',
        eventTime: '20:30',
        duration: '75 min',
        maxAttendees: 10,
        ticketPrice: '20.00',
        category: 'wellness',
        tags: [],
        availableTimeSlots: [],
      });
      eventId = event.id;
    });

    const sessionWithSeatsLeft = async (seatsLeft: number, startTime: string) =>
      session({ eventId, sessionDate: '2026-12-24', startTime, maxAttendees: 10, seatsTaken: 10 - seatsLeft });

    it('never oversell: 5 parallel requests for 1 seat with 3 left → 3 succeed', async () => {
      const { id } = await sessionWithSeatsLeft(3, '08:00');
      const taken = await Promise.all(Array.from({ length: 5 }, () => takeSeats(id, 1)));
      expect(taken.filter(Boolean)).toHaveLength(3);
      expect(await dataSource.getRepository(EventSession).findOneByOrFail({ id })).toMatchObject({ seatsTaken: 10 });
    });

    it('never oversell: 5 parallel requests for 2 seats with 3 left → 1 succeeds', async () => {
      const { id } = await sessionWithSeatsLeft(3, '09:00');
      const taken = await Promise.all(Array.from({ length: 5 }, () => takeSeats(id, 2)));
      expect(taken.filter(Boolean)).toHaveLength(1);
      expect(await dataSource.getRepository(EventSession).findOneByOrFail({ id })).toMatchObject({ seatsTaken: 9 });
    });
  });
});
