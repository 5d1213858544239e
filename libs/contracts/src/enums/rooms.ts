/**
 * Room catalogue ids. The catalogue itself (names, prices, photos) is seed data in the
 * database, editable from the console; only the ids are fixed, because URLs
 * (`/book/{roomType}`) and stored bookings refer to them.
 */
export const ROOM_IDS = ['lakefront_lower', 'upper_lakefront', 'lakeside_cottage', 'garden_cottage'] as const;
/** A bookable room: each room is one unit, so a room id and a night identify a sale. */
export type RoomId = (typeof ROOM_IDS)[number];

/**
 * Values of the room-type picker. 'all' means "any room" in searches and filters; it is
 * never bookable (the prototype priced it at 0, which is why a booking must name a room).
 */
export const ROOM_TYPE_OPTIONS = ['all', ...ROOM_IDS] as const;
export type RoomTypeOption = (typeof ROOM_TYPE_OPTIONS)[number];

/** The home search widget preselects the cheapest room (docs/requirements/pages-and-routes.md#home). */
export const DEFAULT_ROOM_ID: RoomId = 'lakefront_lower';

/**
 * Life of a room booking. A booking is held (its nights reserved) while the guest pays,
 * confirmed when the capture completes, expired when the hold lapses unpaid, and
 * cancelled by guest or staff. Only held and confirmed bookings occupy nights.
 */
export const ROOM_BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export type RoomBookingStatus = (typeof ROOM_BOOKING_STATUSES)[number];

/** Room features shown as icons on cards; amenities are free text, features are not. */
export const ROOM_FEATURES = ['WiFi', 'Parking', 'Coffee'] as const;
export type RoomFeature = (typeof ROOM_FEATURES)[number];

/**
 * Why a room cannot be booked for a searched stay: too small for the party, a night is taken,
 * or the stay is shorter than the minimum of its rate period (a season may ask for more nights).
 */
export const ROOM_UNAVAILABLE_REASONS = ['too_many_guests', 'booked', 'minimum_stay'] as const;
export type RoomUnavailableReason = (typeof ROOM_UNAVAILABLE_REASONS)[number];

/**
 * Housekeeping of a room: dirty once a guest checks out, clean when staff have cleaned it,
 * inspected when a manager has checked the cleaning. A room never checked out is clean.
 */
export const HOUSEKEEPING_STATUSES = ['dirty', 'clean', 'inspected'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

/**
 * A room's day on the status board: a guest arriving today, a guest in house, an in-house
 * guest whose stay ends today (or already ended, not yet checked out), or nobody.
 */
export const ROOM_DAY_STATES = ['vacant', 'arriving', 'occupied', 'departing'] as const;
export type RoomDayState = (typeof ROOM_DAY_STATES)[number];
