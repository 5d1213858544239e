import { SPICE_LEVEL } from './enums/restaurant.js';
import { CONTACT_LIMITS, EVENT_LIMITS, MENU_LIMITS, STAY_LIMITS, VOLUNTEER_LIMITS } from './limits.js';

/**
 * Field validation messages. The API returns them per field in 400 replies and the forms
 * show them under the field, so both must use these exact texts. Entries marked "spec"
 * are quoted from product-spec §5; the others cover rules the product adds.
 */
export const MESSAGES = {
  // Generic (spec §8)
  required: 'Required',
  invalidInput: 'Invalid input',

  // Stay dates and guests
  /** spec */ checkinRequired: 'Check-in date is required',
  /** spec */ checkoutRequired: 'Check-out date is required',
  /** The spec sets the date picker minimum to today; the server refuses it too. */
  checkinInPast: 'Check-in cannot be in the past',
  checkoutBeforeCheckin: 'Check-out must be after check-in',
  /** spec (alert on the home widget and search page) */
  minimumStay: `Minimum stay is ${STAY_LIMITS.minNights} nights. Please select a checkout date at least ${STAY_LIMITS.minNights} days after your check-in date.`,
  maximumStay: `Maximum stay is ${STAY_LIMITS.maxNights} nights`,
  /** spec ('Missing Dates' dialog text) */ missingDates: 'Please select both check-in and check-out dates',
  guestsRange: `Guests must be between ${STAY_LIMITS.minGuests} and ${STAY_LIMITS.maxGuests}`,
  invalidDate: 'Please enter a valid date (yyyy-MM-dd)',

  // Guest details
  /** spec */ roomTypeRequired: 'Please select a room type',
  /** spec */ guestNameRequired: 'Guest name is required',
  /** spec */ invalidEmail: 'Invalid email address',
  /** spec */ phoneRequired: 'Phone number is required',
  invalidPhone: 'Invalid phone number',
  /** spec (client check before payment) */ guestDetailsIncomplete: 'Please fill in all guest details',
  invalidPaymentProvider: 'Payment provider must be paypal or recurrente',
  totalRequired: 'Total amount is required',

  // Sauna
  /** spec */ sessionDateRequired: 'Session date is required',
  sessionDateInPast: 'Session date cannot be in the past',
  /** spec */ timeSlotRequired: 'Please select a time slot',
  /** spec */ saunaDurationRequired: 'Please select a session duration',

  // Event tickets
  eventRequired: 'Please select an event',
  /** spec */ ticketsMin: 'At least 1 ticket is required',
  ticketsMax: `At most ${EVENT_LIMITS.maxTicketsPerBooking} tickets per booking`,

  // Volunteer application
  /** spec */ nameRequired: 'Name is required',
  /** spec */ nationalityRequired: 'Nationality is required',
  /** spec */ accommodationTypeRequired: 'Please select accommodation type',
  /** spec */ volunteerMinWeeks: `Minimum stay is ${VOLUNTEER_LIMITS.minWeeks} weeks`,
  volunteerMaxWeeks: `Maximum stay is ${VOLUNTEER_LIMITS.maxWeeks} weeks`,
  /** spec */ volunteerMinAge: `Must be at least ${VOLUNTEER_LIMITS.minAge} years old`,
  invalidAge: 'Please enter a valid age',
  /** spec */ motivationMinLength: `Please provide at least ${VOLUNTEER_LIMITS.motivationMinLength} characters describing your motivation`,
  tooManySkills: `List at most ${VOLUNTEER_LIMITS.maxSkills} skills`,

  // Mailing list, newsletter, contact
  /** spec */ firstNameRequired: 'First name is required',
  invalidInterest: 'Please choose from the listed interests',
  invalidLanguage: 'Language must be English (en) or Spanish (es)',
  /** spec (newsletter popup toast) */ fillInAllFields: 'Please fill in all fields',
  invalidSubject: 'Please select a subject',
  /** spec */ messageMinLength: `Message must be at least ${CONTACT_LIMITS.messageMinLength} characters long`,

  // Menu
  /** spec */ categoryNameRequired: 'Category name is required',
  /** spec (menu and stock items) */ itemNameRequired: 'Item name is required',
  /** spec: also for a price that is not a number with at most 2 decimals. */
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
  /** spec */ customerNameRequired: 'Customer name is required',
  /** spec (point of sale) */ cartEmpty: 'Cart is empty',
  /** A cart line that is not an object (a number, text, null): no client form sends one. */
  orderLineInvalid: 'Each order line must name a dish, its quantity and its prices',
  menuItemRequired: 'Please select a menu item',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: `Quantity must be at most ${MENU_LIMITS.maxQuantityPerLine}`,
  amountMin: 'Amount must be 0 or more',
  lineTotalMismatch: 'Line total must equal unit price × quantity',
  subtotalMismatch: 'Subtotal must equal the sum of the order lines',
  invalidPosPaymentMethod: 'Please select how the guest pays',

  // Inventory
  unitRequired: 'Please select a unit',
  stockMin: 'Stock must be a number of 0 or more with at most 3 decimals',
  invalidCategory: 'Please select a valid category',

  // Staff
  /** spec */ lastNameRequired: 'Last name is required',
  positionRequired: 'Please select a position',
  departmentRequired: 'Please select a department',
  /** spec */ hireDateRequired: 'Hire date is required',
  staffMemberRequired: 'Please select a staff member',
  /** spec */ scheduleDateRequired: 'Schedule date is required',
  /** spec: shift times are 24-hour HH:MM. */
  invalidTimeFormat: 'Invalid time format',
  invalidStatus: 'Please select a status',

  // Expense
  /** spec */ dateRequired: 'Date is required',
  /** spec */ vendorNameRequired: 'Vendor name is required',
  /** spec */ amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  invalidAmount: 'Enter an amount with at most 2 decimal places',
  /** spec */ descriptionRequired: 'Description is required',
  /** spec */ categoryRequired: 'Category is required',
  invalidCurrency: 'Currency must be Q or USD',
  invalidPaymentMethod: 'Please select a payment method',
  recurringFrequencyRequired: 'Please select how often this expense repeats',

  // Staff sign-in
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  /** spec (the prototype's browser-side gate) */ incorrectPassword: 'Incorrect password',

  // Shared
  invalidUrl: 'Please enter a valid URL',
  invalidId: 'Invalid id',
  /** The desk named a room that is not in the active catalogue. */
  roomNotBookable: 'This room is not available for booking.',
  /** The body is a list, text or a number where a form's fields were expected. */
  notAnObject: 'Send the fields as a JSON object.',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** 'Must be at most {max} characters': every text field's length message. */
export function tooLong(max: number): string {
  return `Must be at most ${max} characters`;
}

/** spec §5 'Too Many Guests' text: '{room} accommodates up to {n} guests'. */
export function tooManyGuests(roomName: string, maxGuests: number): string {
  return `${roomName} accommodates up to ${maxGuests} guests`;
}

/** spec §2 search widget: 'Please fill in: ' followed by the missing field names. */
export function requiredFieldsMissing(fieldNames: readonly string[]): string {
  return `Please fill in: ${fieldNames.join(', ')}`;
}
