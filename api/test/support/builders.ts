/**
 * Valid request bodies of the guest forms and the room booking, with overrides. Each builder
 * runs what it returns through the schema the API validates that body with (the contracts'
 * form schema, plus the page language where the API adds it), so when a form gains a required
 * field or a rule, the builder fails here, by name, instead of every spec failing with a 400.
 * To send a bad field, spread it over a valid body in the test, where the reader sees it:
 * `{ ...saunaBooking(), timeSlot: '10:00' }`.
 *
 * The body returned is the one built, not the parse: the API reads the schema's input (an
 * occurrence id as text, an e-mail before it is lower-cased, no defaults filled in).
 */
import {
  addDays,
  dayOfWeek,
  eventBookingSchema,
  mailingListSchema,
  saunaBookingSchema,
  type EventBookingInput,
  type MailingListInput,
  type SaunaBookingInput,
} from '@lakeside/contracts';
import type { z } from 'zod';
import { retreatToday } from '../../src/common/time/retreat-clock.js';
import { contactRequestSchema } from '../../src/community/dto/contact-request.dto.js';
import { popupSignupSchema } from '../../src/community/dto/mailing-list-signup.dto.js';
import { volunteerApplicationRequestSchema } from '../../src/community/dto/volunteer-application-request.dto.js';
import { makeRoomPaymentOrderSchema } from '../../src/rooms/dto/room-payment-order.schema.js';

/** A date `days` after today at the retreat. */
export function daysFromToday(days: number): string {
  return addDays(retreatToday(), days);
}

/**
 * A day for a private sauna session at 17:00 or 19:00: `days` after today, or the day after
 * when that is a Wednesday, when the seeded communal Sauna Session has the sauna from 17:00 to
 * 21:00 (one sauna, docs/decisions/0010-shared-resources.md).
 */
export function saunaDayFromToday(days: number): string {
  const date = daysFromToday(days);
  return dayOfWeek(date) === SAUNA_SESSION_WEEKDAY ? addDays(date, 1) : date;
}

/** Wednesday: the seeded weekly 'Sauna Session' (guest-catalogue.data.ts). */
export const SAUNA_SESSION_WEEKDAY = 3;

/** `body`, once `schema` has accepted it. */
function checked<Schema extends z.ZodType>(schema: Schema, body: z.input<Schema>, builder: string): z.input<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${builder}() built a body its form refuses: ${problems.join('; ')}`);
  }
  return body;
}

/** POST /api/event-bookings: one ticket for Lucía; the occurrence and its price come from the test. */
export function eventBooking(
  fields: Pick<EventBookingInput, 'eventId' | 'totalAmount'> & Partial<EventBookingInput>,
): EventBookingInput {
  const body = { guestName: 'Lucía Pérez', email: 'lucia@example.com', phone: '+502 5555 1234', numberOfTickets: 1 };
  return checked(eventBookingSchema, { ...body, ...fields }, 'eventBooking');
}

/** POST /api/sauna-bookings: 90 minutes at 17:00, ten days from now (not a Wednesday), priced by the server. */
export function saunaBooking(fields: Partial<SaunaBookingInput> = {}): SaunaBookingInput {
  const body: SaunaBookingInput = {
    sessionDate: saunaDayFromToday(10),
    timeSlot: '17:00',
    duration: 90,
    guestName: 'Tom Weber',
    email: 'tom@example.com',
  };
  return checked(saunaBookingSchema, { ...body, ...fields }, 'saunaBooking');
}

type ContactRequestInput = z.input<typeof contactRequestSchema>;

/** POST /api/contact: a question about a room, with a phone; no language, so no guest copy. */
export function contactMessage(fields: Partial<ContactRequestInput> = {}): ContactRequestInput {
  const body: ContactRequestInput = {
    name: 'Ana López',
    email: 'ana@example.com',
    phone: '+502 5555 1234',
    subject: 'room_booking',
    message: 'Is the garden cottage free over Easter?\nWe are two adults and a dog.',
  };
  return checked(contactRequestSchema, { ...body, ...fields }, 'contactMessage');
}

type VolunteerApplicationInput = z.input<typeof volunteerApplicationRequestSchema>;

/** POST /api/volunteer-applications: every field filled in, four weeks in a shared room. */
export function volunteerApplication(fields: Partial<VolunteerApplicationInput> = {}): VolunteerApplicationInput {
  const body: VolunteerApplicationInput = {
    name: 'Jonas Weber',
    email: 'jonas@example.com',
    phone: '+49 151 2345678',
    nationality: 'German',
    age: 24,
    accommodationType: 'shared',
    availableFrom: '2026-06-01',
    duration: 4,
    previousExperience: 'Two seasons at a farm in Portugal.',
    skills: ['carpentry', 'cooking'],
    motivation: 'I have worked on two permaculture farms and would love to help your garden grow.',
    dietaryRequirements: 'Vegetarian',
  };
  return checked(volunteerApplicationRequestSchema, { ...body, ...fields }, 'volunteerApplication');
}

type NewsletterSignupInput = z.input<typeof popupSignupSchema>;

/** POST /api/mailing-list as the newsletter popup sends it: `{ name, email, language? }`. */
export function newsletterSignup(fields: Partial<NewsletterSignupInput> = {}): NewsletterSignupInput {
  return checked(popupSignupSchema, { name: 'Sam', email: 'sam@example.com', ...fields }, 'newsletterSignup');
}

/** POST /api/mailing-list as the mailing-list form sends it: `{ email, firstName, interests?, languagePreference? }`. */
export function mailingListSignup(fields: Partial<MailingListInput> = {}): MailingListInput {
  return checked(mailingListSchema, { firstName: 'Maya', email: 'maya@example.com', ...fields }, 'mailingListSignup');
}

export interface DraftOptions {
  checkinDate?: string;
  checkoutDate?: string;
  roomType?: string;
  guests?: number;
  guestName?: string;
  email?: string;
  phone?: string;
  language?: 'en' | 'es';
}

const roomBookingDraftSchema = makeRoomPaymentOrderSchema().shape.booking;

/**
 * A room booking draft, as the wizard sends it with its payment order and the desk with a
 * booking: 2 nights in the Lakefront Lower Room ($65), 60 days from now. Only the defaults
 * are checked: the checkout specs send rooms that do not exist through it on purpose.
 */
export function bookingDraft(options: DraftOptions = {}) {
  const checkinDate = options.checkinDate ?? daysFromToday(60);
  const defaults = {
    checkinDate,
    checkoutDate: addDays(checkinDate, 2),
    roomType: 'lakefront_lower',
    guests: 2,
    guestName: 'Ana López',
    email: 'ana@example.com',
    phone: '+502 5555 1234',
  };
  checked(roomBookingDraftSchema, defaults, 'bookingDraft');
  return {
    ...defaults,
    checkoutDate: options.checkoutDate ?? defaults.checkoutDate,
    roomType: options.roomType ?? defaults.roomType,
    guests: options.guests ?? defaults.guests,
    guestName: options.guestName ?? defaults.guestName,
    email: options.email ?? defaults.email,
    phone: options.phone ?? defaults.phone,
    ...(options.language ? { language: options.language } : {}),
  };
}

/** The body of POST /paypal/order for a draft and the amount the browser shows. */
export function paymentOrder(booking: ReturnType<typeof bookingDraft>, amount: string | number, currency = 'USD') {
  return { amount, currency, intent: 'CAPTURE', booking };
}
