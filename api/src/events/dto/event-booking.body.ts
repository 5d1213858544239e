import { eventBookingSchema, type EventBookingParsed } from '@lakeside/contracts';

/**
 * POST /api/event-bookings: the contract's schema, with its messages; `eventId` is the
 * occurrence id GET /api/events gives (`event:12`, `template:3:2026-12-01`), already parsed.
 */
export const eventBookingBody = eventBookingSchema;
export type EventBookingBody = EventBookingParsed;
