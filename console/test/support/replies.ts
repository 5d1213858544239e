/**
 * Replies of the API as the contracts type them (libs/contracts/src/replies), complete with
 * every field, for unit tests and the fake API's seeds. A test names only what it is about;
 * the rest is an ordinary value, so a field the contract adds is added here once.
 */
import type {
  EventOccurrenceReply,
  EventSessionReply,
  RoomBookingReply,
  RoomReply,
  SaunaBookingReply,
} from '@lakeside/contracts';
import { nightsBetween } from '@lakeside/contracts';

export function roomBooking(changes: Partial<RoomBookingReply> = {}): RoomBookingReply {
  const checkinDate = changes.checkinDate ?? '2026-03-10';
  const checkoutDate = changes.checkoutDate ?? '2026-03-12';
  return {
    id: 1,
    status: 'confirmed',
    roomType: 'lakefront_lower',
    checkinDate,
    checkoutDate,
    nights: nightsBetween(checkinDate, checkoutDate),
    guests: 2,
    guestName: 'Guest',
    email: 'guest@example.com',
    phone: '+502 5555 0000',
    totalPrice: '130.00',
    taxes: [],
    taxIncluded: '0.00',
    taxAdded: '0.00',
    currency: 'USD',
    language: 'en',
    paymentProvider: 'pay_at_retreat',
    paypalOrderId: null,
    holdExpiresAt: null,
    confirmedAt: '2026-02-01T15:00:00.000Z',
    checkedInAt: null,
    checkedOutAt: null,
    noShowAt: null,
    notes: null,
    createdAt: '2026-02-01T15:00:00.000Z',
    ...changes,
  };
}

export function saunaBooking(changes: Partial<SaunaBookingReply> = {}): SaunaBookingReply {
  return {
    id: 1,
    reference: 'S-TEST-0001',
    sessionDate: '2026-03-11',
    timeSlot: '17:00',
    duration: 90,
    guestName: 'Guest',
    email: 'guest@example.com',
    phone: null,
    notes: null,
    totalPrice: '20.00',
    taxes: [],
    taxIncluded: '0.00',
    taxAdded: '0.00',
    currency: 'USD',
    language: 'en',
    paymentStatus: 'pay_at_retreat',
    paymentProvider: null,
    paypalOrderId: null,
    createdAt: '2026-03-09T20:00:00.000Z',
    ...changes,
  };
}

export function room(id: string, changes: Partial<RoomReply> = {}): RoomReply {
  return {
    id,
    name: id,
    nameEs: null,
    description: `${id}, by the lake.`,
    descriptionEs: null,
    fullDescription: `${id}, by the lake.`,
    fullDescriptionEs: null,
    pricePerNight: '65.00',
    currency: 'USD',
    maxGuests: 2,
    beds: 1,
    bathrooms: 1,
    amenities: [],
    amenitiesEs: null,
    features: [],
    rating: 4.8,
    reviewCount: 10,
    imageEmoji: null,
    photos: [],
    ...changes,
  };
}

/** A session of 20 seats at the retreat's offset. */
export function eventSession(date: string, time: string, seatsTaken: number, maxAttendees = 20): EventSessionReply {
  return {
    id: null,
    date,
    time,
    startsAt: `${date}T${time}:00-06:00`,
    maxAttendees,
    seatsTaken,
    spotsLeft: maxAttendees - seatsTaken,
    bookable: seatsTaken < maxAttendees,
  };
}

/** A one-off event (`event:<id>`) with the given sessions. */
export function eventOccurrence(id: number, title: string, sessions: EventSessionReply[]): EventOccurrenceReply {
  const first = sessions[0];
  const seats = sessions.reduce((sum, session) => sum + session.maxAttendees, 0);
  const taken = sessions.reduce((sum, session) => sum + session.seatsTaken, 0);
  return {
    id: `event:${id}`,
    kind: 'event',
    eventId: id,
    templateId: null,
    title,
    description: `${title} by the lake.`,
    titleEs: null,
    descriptionEs: null,
    eventDate: first?.date ?? '2026-03-10',
    eventTime: first?.time ?? '19:00',
    endTime: null,
    duration: '90 min',
    ticketPrice: '0.00',
    currency: 'USD',
    maxAttendees: seats,
    currentAttendees: taken,
    spotsLeft: seats - taken,
    category: 'community',
    location: 'Lakeside deck',
    locationEs: null,
    tags: [],
    image: null,
    imageUrl: null,
    extras: [],
    sessions,
  };
}
