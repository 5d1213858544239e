/** Sauna session lengths in minutes; anything else is refused ('Please select a session duration'). */
export const SAUNA_DURATIONS = [60, 90, 120] as const;
export type SaunaDuration = (typeof SAUNA_DURATIONS)[number];

/**
 * Bookable sauna start times, every 2 hours, in the retreat's time zone. A (date, slot)
 * pair can be sold once, so a 120-minute session still fits before the next slot.
 */
export const SAUNA_SLOTS = ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'] as const;
export type SaunaSlot = (typeof SAUNA_SLOTS)[number];

/**
 * Why a sauna slot is not offered: someone booked it (or a booking overlaps it), it has
 * already started, or the communal Sauna Session has the sauna then (one sauna, see
 * SHARED_RESOURCES).
 */
export const SAUNA_SLOT_UNAVAILABLE_REASONS = ['booked', 'started', 'communal_session'] as const;
export type SaunaSlotUnavailableReason = (typeof SAUNA_SLOT_UNAVAILABLE_REASONS)[number];

/**
 * Things one party at a time can use, that the retreat sells both privately and as communal
 * sessions: an event or weekly activity naming one (its `sharedResource`) holds it while it
 * runs, so a private booking cannot overlap it, and staff cannot schedule it over a private
 * booking (docs/decisions/0010-shared-resources.md). The feature that sells the private uses
 * owns the name ('sauna': the sauna module's private slots).
 */
export const SHARED_RESOURCES = ['sauna'] as const;
export type SharedResource = (typeof SHARED_RESOURCES)[number];

/**
 * Event categories. The first six have their own icon on event cards; the others use a
 * default icon. Community, spiritual and education are also filter chips on /events.
 */
export const EVENT_CATEGORIES = [
  'dance',
  'wellness',
  'photography',
  'culinary',
  'fitness',
  'culture',
  'community',
  'spiritual',
  'education',
  'music',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Filter chips of the events page, in display order ('all' shows every category). */
export const EVENT_CATEGORY_FILTERS = ['all', 'community', 'spiritual', 'education', 'wellness'] as const;
export type EventCategoryFilter = (typeof EVENT_CATEGORY_FILTERS)[number];

/** `dayOfWeek` of a weekly event template that repeats every day (0 = Sunday … 6 = Saturday otherwise). */
export const EVERY_DAY = -1;
