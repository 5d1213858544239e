import { EVENT_CATEGORIES, LANGUAGES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { EventBooking } from './event-booking.entity.js';
import { EventSession } from './event-session.entity.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import { Event } from './event.entity.js';

export const EVENTS_ADMIN_RESOURCES = {
  events: { entity: Event, choices: { category: EVENT_CATEGORIES } },
  'event-weekly-templates': { entity: EventWeeklyTemplate, choices: { category: EVENT_CATEGORIES } },
  'event-sessions': { entity: EventSession },
  'event-bookings': {
    entity: EventBooking,
    // Its own stay first: the guest and payment columns it shares with other bookings come after.
    leadingColumns: ['id', 'eventId', 'sessionId', 'guestName', 'email', 'phone', 'numberOfTickets'],
    choices: { paymentStatus: PAYMENT_STATUSES, paymentProvider: PAYMENT_PROVIDERS, language: LANGUAGES },
  },
} satisfies AdminResourceDefinitions;
