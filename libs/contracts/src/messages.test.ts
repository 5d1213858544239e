import { describe, expect, test } from 'vitest';
import {
  MESSAGES,
  requiredFieldsMissing,
  tooLong,
  tooManyGuests,
  type MessageKey,
} from './messages.js';

/** The agreed texts (docs/requirements/validation-messages.md#agreed-texts): a typo in MESSAGES fails here. */
const SPEC_TEXTS: { key: MessageKey; text: string }[] = [
  { key: 'required', text: 'Required' },
  { key: 'invalidInput', text: 'Invalid input' },
  { key: 'checkinRequired', text: 'Check-in date is required' },
  { key: 'checkoutRequired', text: 'Check-out date is required' },
  { key: 'roomTypeRequired', text: 'Please select a room type' },
  { key: 'guestNameRequired', text: 'Guest name is required' },
  { key: 'invalidEmail', text: 'Invalid email address' },
  { key: 'phoneRequired', text: 'Phone number is required' },
  { key: 'guestDetailsIncomplete', text: 'Please fill in all guest details' },
  { key: 'sessionDateRequired', text: 'Session date is required' },
  { key: 'timeSlotRequired', text: 'Please select a time slot' },
  { key: 'saunaDurationRequired', text: 'Please select a session duration' },
  { key: 'ticketsMin', text: 'At least 1 ticket is required' },
  { key: 'accommodationTypeRequired', text: 'Please select accommodation type' },
  { key: 'volunteerMinWeeks', text: 'Minimum stay is 2 weeks' },
  { key: 'volunteerMinAge', text: 'Must be at least 18 years old' },
  { key: 'nameRequired', text: 'Name is required' },
  { key: 'nationalityRequired', text: 'Nationality is required' },
  { key: 'motivationMinLength', text: 'Please provide at least 50 characters describing your motivation' },
  { key: 'firstNameRequired', text: 'First name is required' },
  { key: 'fillInAllFields', text: 'Please fill in all fields' },
  { key: 'messageMinLength', text: 'Message must be at least 10 characters long' },
  { key: 'categoryNameRequired', text: 'Category name is required' },
  { key: 'itemNameRequired', text: 'Item name is required' },
  { key: 'pricePositive', text: 'Price must be positive' },
  { key: 'customerNameRequired', text: 'Customer name is required' },
  { key: 'tableNumberRequired', text: 'Table number is required for dine in' },
  { key: 'roomNumberRequired', text: 'Room number is required for room service' },
  { key: 'cartEmpty', text: 'Cart is empty' },
  { key: 'lastNameRequired', text: 'Last name is required' },
  { key: 'hireDateRequired', text: 'Hire date is required' },
  { key: 'scheduleDateRequired', text: 'Schedule date is required' },
  { key: 'invalidTimeFormat', text: 'Invalid time format' },
  { key: 'dateRequired', text: 'Date is required' },
  { key: 'vendorNameRequired', text: 'Vendor name is required' },
  { key: 'amountRequired', text: 'Amount is required' },
  { key: 'descriptionRequired', text: 'Description is required' },
  { key: 'categoryRequired', text: 'Category is required' },
  {
    key: 'minimumStay',
    text: 'Minimum stay is 2 nights. Please select a checkout date at least 2 days after your check-in date.',
  },
  { key: 'missingDates', text: 'Please select both check-in and check-out dates' },
  { key: 'incorrectPassword', text: 'Incorrect password' },
  { key: 'checkinInPast', text: 'Check-in cannot be in the past' },
  { key: 'maximumStay', text: 'Maximum stay is 14 nights' },
];

describe('MESSAGES', () => {
  test.each(SPEC_TEXTS)('$key is the agreed text "$text"', ({ key, text }) => {
    expect(MESSAGES[key]).toBe(text);
  });

  test('messages are unique per key, so a field error tells which rule failed', () => {
    const texts = Object.values(MESSAGES);
    const duplicates = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(duplicates).toEqual([]);
  });
});

describe('formatters', () => {
  test.each([
    {
      name: 'tooManyGuests',
      actual: tooManyGuests('Upper Lake Front', 2),
      text: 'Upper Lake Front accommodates up to 2 guests',
    },
    {
      name: 'requiredFieldsMissing',
      actual: requiredFieldsMissing(['Check-in', 'Check-out']),
      text: 'Please fill in: Check-in, Check-out',
    },
    { name: 'tooLong', actual: tooLong(100), text: 'Must be at most 100 characters' },
  ])('$name', ({ actual, text }) => {
    expect(actual).toBe(text);
  });
});
