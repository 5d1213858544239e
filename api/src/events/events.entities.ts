import { Event } from './event.entity.js';
import { EventBooking } from './event-booking.entity.js';
import { EventSession } from './event-session.entity.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';

export const EVENTS_ENTITIES = [Event, EventWeeklyTemplate, EventSession, EventBooking];
