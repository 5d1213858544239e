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
