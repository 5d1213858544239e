import {
  EVENT_CATEGORIES,
  LANGUAGES,
  makeEventSchema,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SHARED_RESOURCES,
  weeklyEventTemplateSchema,
} from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { BOOKING_HIDDEN_COLUMNS } from '../database/booking-columns.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { guardCommunalSessions } from './communal-session-guard.js';
import { EventBooking } from './event-booking.entity.js';
import { EventSession } from './event-session.entity.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import { Event } from './event.entity.js';

export const EVENTS_ADMIN_RESOURCES = {
  // A communal session naming a shared resource cannot be scheduled over its private bookings.
  events: {
    entity: Event,
    // Staff cannot schedule an event past the horizon guests can reach (event-horizon.ts);
    // today is read at each write, as this definition lives as long as the process.
    schema: makeEventSchema({ today: () => retreatToday() }),
    choices: { category: EVENT_CATEGORIES, sharedResource: SHARED_RESOURCES },
    afterWrite: guardCommunalSessions('event'),
  },
  'event-weekly-templates': {
    entity: EventWeeklyTemplate,
    schema: weeklyEventTemplateSchema,
    choices: { category: EVENT_CATEGORIES, sharedResource: SHARED_RESOURCES },
    afterWrite: guardCommunalSessions('template'),
  },
  'event-sessions': { entity: EventSession },
  'event-bookings': {
    entity: EventBooking,
    // Its own stay first: the guest and payment columns it shares with other bookings come after.
    leadingColumns: ['id', 'reference', 'eventId', 'sessionId', 'guestName', 'email', 'phone', 'numberOfTickets'],
    hidden: BOOKING_HIDDEN_COLUMNS,
    choices: { paymentStatus: PAYMENT_STATUSES, paymentProvider: PAYMENT_PROVIDERS, language: LANGUAGES },
  },
} satisfies AdminResourceDefinitions;
