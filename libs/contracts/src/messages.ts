import { SPICE_LEVEL } from './enums/restaurant.js';
import { CONTACT_LIMITS, EVENT_LIMITS, MENU_LIMITS, STAY_LIMITS, VOLUNTEER_LIMITS } from './limits.js';

/**
 * Field validation messages. The API returns them per field in 400 replies and the forms
 * show them under the field, so both must use these exact texts. Many are the product's
 * agreed texts, pinned word for word in messages.test.ts
 * (docs/requirements/validation-messages.md#agreed-texts); the others cover rules the product adds.
 */
export const MESSAGES = {
  // Generic
  required: 'Required',
  invalidInput: 'Invalid input',

  // Stay dates and guests
  checkinRequired: 'Check-in date is required',
  checkoutRequired: 'Check-out date is required',
  /** The date picker's minimum is today; the server refuses a past check-in too. */
  checkinInPast: 'Check-in cannot be in the past',
  checkoutBeforeCheckin: 'Check-out must be after check-in',
  /** Alert on the home widget and the search page. */
  minimumStay: `Minimum stay is ${STAY_LIMITS.minNights} nights. Please select a checkout date at least ${STAY_LIMITS.minNights} days after your check-in date.`,
  maximumStay: `Maximum stay is ${STAY_LIMITS.maxNights} nights`,
  /** The 'Missing Dates' dialog's text. */ missingDates: 'Please select both check-in and check-out dates',
  guestsRange: `Guests must be between ${STAY_LIMITS.minGuests} and ${STAY_LIMITS.maxGuests}`,
  invalidDate: 'Please enter a valid date (yyyy-MM-dd)',

  // Guest details
  roomTypeRequired: 'Please select a room type',
  guestNameRequired: 'Guest name is required',
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Invalid phone number',
  /** Client check before payment. */ guestDetailsIncomplete: 'Please fill in all guest details',
  /** The desk's booking: a walk-in needs one way to be reached, on both fields when neither is given. */
  emailOrPhoneRequired: 'Enter an e-mail or a phone number to reach the guest',
  invalidPaymentProvider: 'Payment provider must be paypal or recurrente',
  totalRequired: 'Total amount is required',

  // Sauna
  sessionDateRequired: 'Session date is required',
  sessionDateInPast: 'Session date cannot be in the past',
  timeSlotRequired: 'Please select a time slot',
  saunaDurationRequired: 'Please select a session duration',

  // Event tickets
  eventRequired: 'Please select an event',
  ticketsMin: 'At least 1 ticket is required',
  ticketsMax: `At most ${EVENT_LIMITS.maxTicketsPerBooking} tickets per booking`,
  /**
   * A date past the events horizon (event-horizon.ts): a week guests ask for, or an event staff
   * schedule, that no guest could see.
   */
  dateBeyondEventHorizon: `Please choose a date within the next ${EVENT_LIMITS.horizonDays} days`,

  // Volunteer application
  nameRequired: 'Name is required',
  nationalityRequired: 'Nationality is required',
  accommodationTypeRequired: 'Please select accommodation type',
  volunteerMinWeeks: `Minimum stay is ${VOLUNTEER_LIMITS.minWeeks} weeks`,
  volunteerMaxWeeks: `Maximum stay is ${VOLUNTEER_LIMITS.maxWeeks} weeks`,
  volunteerMinAge: `Must be at least ${VOLUNTEER_LIMITS.minAge} years old`,
  invalidAge: 'Please enter a valid age',
  motivationMinLength: `Please provide at least ${VOLUNTEER_LIMITS.motivationMinLength} characters describing your motivation`,
  tooManySkills: `List at most ${VOLUNTEER_LIMITS.maxSkills} skills`,

  // Mailing list, newsletter, contact
  firstNameRequired: 'First name is required',
  invalidInterest: 'Please choose from the listed interests',
  invalidLanguage: 'Language must be English (en) or Spanish (es)',
  /** Newsletter popup toast. */ fillInAllFields: 'Please fill in all fields',
  invalidSubject: 'Please select a subject',
  messageMinLength: `Message must be at least ${CONTACT_LIMITS.messageMinLength} characters long`,

  // Menu
  categoryNameRequired: 'Category name is required',
  /** Menu and stock items. */ itemNameRequired: 'Item name is required',
  /** Also for a price that is not a number with at most 2 decimals. */
  pricePositive: 'Price must be positive',
  costPriceMin: 'Cost price must be 0 or more',
  displayOrderMin: 'Display order must be 0 or more',
  preparationTimeMin: `Preparation time must be at least ${MENU_LIMITS.minPreparationMinutes} minute`,
  preparationTimeMax: `Preparation time must be at most ${MENU_LIMITS.maxPreparationMinutes} minutes`,
  invalidAllergen: 'Please choose from the listed allergens',
  invalidDietaryTag: 'Please choose from the listed dietary tags',
  spiceLevelRange: `Spice level must be between ${SPICE_LEVEL.min} and ${SPICE_LEVEL.max}`,
  categoryRequiredSelect: 'Please select a category',
  caloriesMin: 'Calories must be 0 or more',

  // Restaurant order
  orderTypeRequired: 'Please select an order type',
  customerNameRequired: 'Customer name is required',
  tableNumberRequired: 'Table number is required for dine in',
  roomNumberRequired: 'Room number is required for room service',
  /** Point of sale. */ cartEmpty: 'Cart is empty',
  /** A cart line that is not an object (a number, text, null): no client form sends one. */
  orderLineInvalid: 'Each order line must name a dish, its quantity and its prices',
  menuItemRequired: 'Please select a menu item',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: `Quantity must be at most ${MENU_LIMITS.maxQuantityPerLine}`,
  amountMin: 'Amount must be 0 or more',
  lineTotalMismatch: 'Line total must equal unit price × quantity',
  subtotalMismatch: 'Subtotal must equal the sum of the order lines',
  invalidPosPaymentMethod: 'Please select how the guest pays',
  roomChargeStayRequired: 'Please choose the in-house stay to charge',

  // Inventory
  unitRequired: 'Please select a unit',
  stockMin: 'Stock must be a number of 0 or more with at most 3 decimals',
  invalidCategory: 'Please select a valid category',

  // Staff
  lastNameRequired: 'Last name is required',
  positionRequired: 'Please select a position',
  departmentRequired: 'Please select a department',
  hireDateRequired: 'Hire date is required',
  staffMemberRequired: 'Please select a staff member',
  scheduleDateRequired: 'Schedule date is required',
  /** Shift times are 24-hour HH:MM. */
  invalidTimeFormat: 'Invalid time format',
  invalidStatus: 'Please select a status',

  // Expense
  dateRequired: 'Date is required',
  vendorNameRequired: 'Vendor name is required',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  invalidAmount: 'Enter an amount with at most 2 decimal places',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  invalidCurrency: 'Currency must be Q or USD',
  invalidPaymentMethod: 'Please select a payment method',
  recurringFrequencyRequired: 'Please select how often this expense repeats',

  // Staff sign-in
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  /** The first version's browser-side gate. */ incorrectPassword: 'Incorrect password',

  // Shared
  invalidUrl: 'Please enter a valid URL',
  invalidId: 'Invalid id',
  /** The desk named a room that is not in the active catalogue. */
  roomNotBookable: 'This room is not available for booking.',
  // Managing a booking
  invalidRefundChoice: 'Choose what to refund: per the policy, in full, in part, or nothing',
  /** A refund "in part" names its amount. */
  refundAmountRequired: 'Enter the amount to refund',
  bookingReferenceRequired: 'Booking reference is required',
  invalidBookingReference: 'Please enter the reference from your confirmation e-mail, like R-4K7M-Q2XP',
  /** The body is a list, text or a number where a form's fields were expected. */
  notAnObject: 'Send the fields as a JSON object.',

  // Rates and taxes
  ratePeriodNameRequired: 'Name the rate period, e.g. Dry season',
  firstNightRequired: 'First night is required',
  lastNightRequired: 'Last night is required',
  lastNightBeforeFirst: 'The last night must be on or after the first night',
  endBeforeStart: 'The end time must be after the start time',
  quantityPositive: 'Enter a quantity greater than 0, with at most 3 decimals',
  /** Staff tried to give a room two rates for one night. */
  ratePeriodOverlap: 'This room already has a rate period on some of these nights',
  ratePeriodMinNights: `Minimum stay must be between ${STAY_LIMITS.minNights} and ${STAY_LIMITS.maxNights} nights`,
  taxNameRequired: 'Tax name is required',
  taxRateRange: 'Enter a rate between 0 and 100 percent, with at most 2 decimals',
  taxCategoryRequired: 'Choose what the tax applies to',

  // Reviews
  ratingRequired: 'Choose a rating from 1 to 5 stars',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** A count or a number of minutes outside what the retreat can mean: 'Duration must be a whole number from 15 to 480'. */
export function wholeNumberRange(label: string, min: number, max: number): string {
  return `${label} must be a whole number from ${min} to ${max}`;
}

/** 'Must be at most {max} characters': every text field's length message. */
export function tooLong(max: number): string {
  return `Must be at most ${max} characters`;
}

/**
 * A stay shorter than its rate period's minimum (a season may ask for more nights than
 * STAY_LIMITS.minNights); said on the check-out date.
 */
export function seasonMinimumStay(minNights: number): string {
  return `Minimum stay for these dates is ${minNights} nights. Please select a checkout date at least ${minNights} days after your check-in date.`;
}

/** The 'Too Many Guests' text: '{room} accommodates up to {n} guests'. */
export function tooManyGuests(roomName: string, maxGuests: number): string {
  return `${roomName} accommodates up to ${maxGuests} guests`;
}

/** The search widget's 'Please fill in: ' followed by the missing field names. */
export function requiredFieldsMissing(fieldNames: readonly string[]): string {
  return `Please fill in: ${fieldNames.join(', ')}`;
}
