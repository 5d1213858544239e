import { CONTACT_LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';

/**
 * What the guest and staff screens say after an action, on empty lists and on failures
 * (docs/requirements/validation-messages.md#outcome-notices). English originals: the site translates them
 * by key, so a key must keep its meaning. Titles end in "Title"; the text under a title has none.
 */
export const NOTICES = {
  roomBooking: {
    failedTitle: 'Booking Failed',
    /** Fallback when the server gives no message (home widget). */
    failed: 'There was an error processing your booking.',
    /** Fallback when the server gives no message (payment flow). */
    paymentFlowFailed: 'There was an issue creating your booking. Please try again.',
    confirmedTitle: 'Booking Confirmed!',
    confirmed: 'Your room reservation has been successfully created.',
    confirmedPayLater: 'Your booking has been created. Please complete payment with PayPal.',
    dialogTitle: 'Room Booking Confirmed!',
    requiredFieldsMissingTitle: 'Required Fields Missing',
    missingInformationTitle: 'Missing Information',
    missingDatesTitle: 'Missing Dates',
    tooManyGuestsTitle: 'Too Many Guests',
    roomNotFoundTitle: 'Room Not Found',
    returnToAccommodations: 'Return to Accommodations',
    availableTitle: 'Available!',
    selectDatesTitle: 'Select Your Dates',
    noAccommodationsTitle: 'No accommodations found',
    noAccommodations: 'Try adjusting your search criteria or reducing the number of guests',
  },
  eventBooking: {
    failedTitle: 'Booking Failed',
    failed: 'Something went wrong. Please try again.',
    failedAlternative: 'There was an issue with your booking. Please try again.',
    confirmedTitle: 'Booking Confirmed!',
    confirmedEmailSent: 'Your tickets are reserved and a confirmation email has been sent!',
    confirmed: 'Your tickets are reserved successfully!',
    /** Submit button while the booking is pending. */
    booking: 'Booking...',
    fullyBooked: 'Fully booked',
    soldOut: 'Sold Out',
    noEventsThisWeekTitle: 'No Events This Week',
    noEventsThisWeek: 'Check back later or navigate to a different week',
    noEventsThisDay: 'No events',
    noEventsScheduled: 'No events scheduled',
    loading: 'Loading events...',
  },
  contact: {
    failedTitle: 'Failed to Send Message',
    failed: 'Something went wrong. Please try again or contact us directly.',
    sentTitle: 'Message Sent Successfully!',
    sentEmailSent: `Thank you for contacting us. We'll get back to you within ${CONTACT_LIMITS.responseHours} hours.`,
    sent: "Your message has been received and we'll respond soon.",
  },
  newsletter: {
    fillInAllFields: MESSAGES.fillInAllFields,
    signedUpTitle: 'Thank you for signing up!',
    signedUp: "You'll be the first to know about the community updates.",
  },
  volunteer: {
    failedTitle: 'Error',
    failed: 'Failed to submit application. Please try again.',
    submittedTitle: 'Application Submitted!',
    /** The agreed wording of this text left out its middle; this is the full sentence we use. */
    submitted:
      "Thank you for your interest in volunteering with us. We'll review your application and be in touch soon!",
  },
  expense: {
    failedTitle: 'Error',
    failed: 'Failed to add expense.',
    addedTitle: 'Expense Added',
    added: 'Your expense has been recorded successfully.',
    receiptCapturedTitle: 'Receipt Captured',
    noExpensesTitle: 'No expenses yet',
    addFirstExpense: 'Add First Expense',
  },
  menu: {
    loading: 'Loading menu...',
    errorTitle: 'Error Loading Menu',
    tryAgain: 'Try Again',
    /** Failure of GET /api/restaurant/menu/full. */
    fetchFailed: 'Failed to fetch menu',
    /** Point-of-sale toast when the menu does not load. */
    posLoadFailed: 'Error: Failed to load menu',
    empty: 'No menu items available',
    unavailable: 'Unavailable',
    popular: 'Popular',
  },
  pos: {
    cartEmpty: MESSAGES.cartEmpty,
    customerNameRequired: MESSAGES.customerNameRequired,
    /** Fallback when the server gives no message. */
    orderFailed: 'Failed to create order',
  },
  gallery: {
    loading: 'Loading your adventures...',
    emptyTitle: 'No posts available yet',
    empty: 'Check back later for new adventures',
    errorTitle: 'Unable to load Instagram posts',
    error: "We're having trouble connecting to Instagram right now.",
    /** Alt text of a post without a caption. */
    defaultAlt: 'Instagram post',
  },
  admin: {
    incorrectPassword: MESSAGES.incorrectPassword,
    noRoomBookings: 'No room bookings yet',
    noSaunaBookings: 'No sauna bookings yet',
  },
  notFoundTitle: '404 Page Not Found',
} as const;

/** POS success toast: 'Success: Order {number} created successfully!'. */
export function orderCreated(orderNumber: string): string {
  return `Success: Order ${orderNumber} created successfully!`;
}

/** Text under 'Receipt Captured': '{file name} ready for upload'. */
export function receiptReady(fileName: string): string {
  return `${fileName} ready for upload`;
}

/** Event card capacity line: '{n} spots available'. */
export function spotsAvailable(spots: number): string {
  return `${spots} ${spots === 1 ? 'spot' : 'spots'} available`;
}

/** Weekly schedule label: 'Week of {date}' (the caller formats the date). */
export function weekOf(dateLabel: string): string {
  return `Week of ${dateLabel}`;
}

/** Allergen line under a dish: 'Contains: gluten, dairy'. */
export function containsAllergens(allergens: readonly string[]): string {
  return `Contains: ${allergens.join(', ')}`;
}

/** Cart panel title: 'Your Order (3)'. */
export function cartTitle(itemCount: number): string {
  return `Your Order (${itemCount})`;
}

/** Room detail capacity: 'up to 4 guests'. */
export function upToGuests(maxGuests: number): string {
  return `up to ${maxGuests} ${maxGuests === 1 ? 'guest' : 'guests'}`;
}
