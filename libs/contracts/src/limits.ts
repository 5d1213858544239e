/**
 * Numeric limits the three apps must agree on. A form, a DTO and a column that disagree
 * give confusing errors, so every number lives here once.
 */

/** Length of a room stay and party size (docs/requirements/booking-rules.md#minimum-stay). */
export const STAY_LIMITS = {
  /** Shortest stay sold; shorter stays leave unsellable one-night gaps. */
  minNights: 2,
  /** Longest stay sold online; longer stays are arranged by message. */
  maxNights: 14,
  /** Nights preselected in the home search widget. */
  defaultNights: 2,
  /** A booking is for at least one guest. */
  minGuests: 1,
  /** The largest room (the cottages) sleeps 4; each room has its own maximum in the catalogue. */
  maxGuests: 4,
  /** Guests preselected in the search widgets. */
  defaultGuests: 1,
} as const;

/** Volunteer programme rules (docs/requirements/community.md#volunteer-applications). */
export const VOLUNTEER_LIMITS = {
  /** Volunteers must be adults. */
  minAge: 18,
  /** Upper bound only to catch typing errors. */
  maxAge: 100,
  /** Age used when the form's age is empty or invalid. */
  defaultAge: 18,
  /** Shortest stay accepted, in weeks; training takes the first days. */
  minWeeks: 2,
  /** Longest stay applied for online, in weeks (a year). */
  maxWeeks: 52,
  /** Weeks used when the form's duration is invalid. */
  defaultWeeks: 2,
  /** A motivation shorter than this says nothing staff can judge. */
  motivationMinLength: 50,
  /** Commitment shown on the page and in the agreement. */
  hoursPerDay: 5,
  daysPerWeek: 5,
  /** Cap on the free-text skills list. */
  maxSkills: 20,
} as const;

/** Contact form (docs/requirements/community.md#contact-form). */
export const CONTACT_LIMITS = {
  /** Shorter messages are almost always accidental submits. */
  messageMinLength: 10,
  /** The reply promise in the success message. */
  responseHours: 24,
} as const;

/** Gallery and social panels (docs/requirements/pages-and-routes.md#gallery). */
export const GALLERY_LIMITS = {
  /** Posts fetched per gallery page (`/api/instagram/posts?limit=12`). */
  pageSize: 12,
  /** Captions are cut here and end with an ellipsis. */
  captionMaxLength: 150,
  /** Posts fetched by the contact page (`limit=6`). */
  contactFetch: 6,
  /** Recent posts and highlights on the contact page. */
  contactRecent: 3,
  contactHighlights: 6,
  /** Largest `limit` the API accepts. */
  maxPageSize: 50,
} as const;

/** Events pages and ticket bookings. */
export const EVENT_LIMITS = {
  /** Upcoming-event cards shown before 'Show More'. */
  initialCards: 3,
  /** Days in the weekly schedule view. */
  weekDays: 7,
  /** Tickets per booking: at least one; the session's free spots cap it further. */
  minTickets: 1,
  /** Upper bound per booking: the largest event (season opening) has 100 seats. */
  maxTicketsPerBooking: 100,
  /**
   * How many days after today guests can see and book events, and so the latest day staff may
   * schedule one (event-horizon.ts): an event beyond it would exist for nobody. Weekly
   * activities repeat without end, so listing them needs a bound; a year covers retreats
   * planned months ahead.
   */
  horizonDays: 365,
} as const;

/** Restaurant menu and point of sale. */
export const MENU_LIMITS = {
  /** Preparation time in minutes: at least 1; 4 h catches typing errors. */
  minPreparationMinutes: 1,
  maxPreparationMinutes: 240,
  /** Units of one dish per order line. */
  maxQuantityPerLine: 99,
  /** Category tabs shown on the point of sale. */
  posCategoryTabs: 4,
} as const;

/** Newsletter popup timing (docs/requirements/pages-and-routes.md#newsletter-popup). */
export const POPUP_DELAYS_MS = {
  /** Shown this long after the page loads… */
  afterLoad: 10_000,
  /** …or this long after the carousel reaches its second item, whichever comes first. */
  afterSecondSlide: 2_000,
} as const;

/** Small UI constants both front ends use. */
export const UI_LIMITS = {
  /** Scroll distance after which the header counts as scrolled. */
  headerScrollThresholdPx: 50,
  /** Toasts visible at once, and how long one stays. */
  toastLimit: 1,
  toastDurationMs: 5_000,
} as const;

/** DECIMAL(10,2) money and DECIMAL(10,3) stock quantities (docs/requirements/data-model.md#decimals). */
export const DECIMAL_COLUMNS = {
  money: { precision: 10, scale: 2 },
  quantity: { precision: 10, scale: 3 },
} as const;

/**
 * Maximum lengths of text fields, in characters. The first eight are the agreed column limits
 * (docs/requirements/data-model.md#text-limits); the others are chosen so a real value always fits and a
 * pasted novel does not.
 */
export const TEXT_LIMITS = {
  /** events.title. */
  eventTitle: 200,
  /** events.category. */
  category: 50,
  /** Any image URL. */
  imageUrl: 500,
  /** Guest and customer names. */
  guestName: 100,
  /** E-mail addresses (RFC 5321 allows 254). */
  email: 255,
  /** Phone numbers, international format with spaces. */
  phone: 20,
  /** paymentProvider. */
  paymentProvider: 20,
  /** restaurant_orders.orderNumber. */
  orderNumber: 20,
  /** Person names: first, last, vendor contact. */
  personName: 100,
  /** Names of things: menu items, categories, stock items, locations. */
  name: 100,
  /** Vendor and business names. */
  vendorName: 200,
  /** Nationality as typed by the applicant. */
  nationality: 100,
  /** Contact form subject line and similar one-line titles. */
  subject: 200,
  /** Contact messages, volunteer motivation. */
  message: 5_000,
  /** Descriptions of events, dishes, expenses. */
  description: 2_000,
  /** Staff notes, booking notes, special instructions. */
  notes: 1_000,
  /** Special requests on one order line ("no onions"). */
  specialRequests: 500,
  /** Dietary requirements of a volunteer. */
  dietaryRequirements: 500,
  /** One volunteer skill. */
  skill: 100,
  /** Room and table numbers on an order. */
  roomOrTableNumber: 20,
  /** Provider order and payment ids (PayPal ids are 17 characters; Recurrente's are longer). */
  paymentId: 100,
  /** Invoice, receipt and bank reference numbers. */
  referenceNumber: 50,
  /** Stock-keeping unit codes. */
  sku: 50,
  /** Staff employee ids. */
  employeeId: 20,
  /** Where a stock item is kept, or where an event happens. */
  location: 100,
  /** Event time-slot labels and ISO date-times chosen in the booking dialog. */
  timeSlot: 50,
  /** Staff console usernames. */
  username: 100,
  /** Passwords are hashed; the cap only bounds hashing work. */
  password: 128,
} as const;
export type TextLimitName = keyof typeof TEXT_LIMITS;

/** Shortest password accepted for a staff account. */
export const MIN_PASSWORD_LENGTH = 12;

/** Largest receipt photo or PDF an expense can carry (the console checks before uploading). */
export const MAX_RECEIPT_BYTES = 8 * 1024 * 1024;
