import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../api-errors.js';
import {
  budgetSchema,
  recipeIngredientSchema,
  roomSetupSchema,
  saunaRateSchema,
  saunaSlotSchema,
  vendorSchema,
  weeklyEventTemplateSchema,
  wellnessActivitySchema,
} from './back-office-setup.js';

const errorsOf = (schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error as never);
};

const template = { dayOfWeek: 1, startTime: '19:00', endTime: '21:00', maxAttendees: 20, ticketPrice: '75' };

describe('record rules of the setup tables', () => {
  it.each([
    ['a slot at 25:00', saunaSlotSchema, { startTime: '25:00' }, 'startTime', 'Invalid time format'],
    [
      'a 5-minute sauna',
      saunaRateSchema,
      { durationMinutes: 5, price: '40' },
      'durationMinutes',
      'Duration in minutes must be a whole number from 15 to 720',
    ],
    ['a free private sauna', saunaRateSchema, { durationMinutes: 60, price: '0' }, 'price', 'Price must be positive'],
    [
      'an eighth weekday',
      weeklyEventTemplateSchema,
      { ...template, dayOfWeek: 7 },
      'dayOfWeek',
      'Day of week (0 = Sunday) must be a whole number from 0 to 6',
    ],
    [
      'an event ending before it starts',
      weeklyEventTemplateSchema,
      { ...template, endTime: '18:00' },
      'endTime',
      'The end time must be after the start time',
    ],
    [
      'an event for nobody',
      weeklyEventTemplateSchema,
      { ...template, maxAttendees: 0 },
      'maxAttendees',
      'Maximum attendees must be a whole number from 1 to 500',
    ],
    [
      'yoga for 2.5 people',
      wellnessActivitySchema,
      { startTime: '07:00', durationMinutes: 60, maxParticipants: 2.5, price: '0' },
      'maxParticipants',
      'Maximum participants must be a whole number from 1 to 500',
    ],
    [
      'a room for no guests',
      roomSetupSchema,
      { pricePerNight: '95', maxGuests: 0, beds: 1 },
      'maxGuests',
      'Maximum guests must be a whole number from 1 to 20',
    ],
    [
      'a dish using nothing',
      recipeIngredientSchema,
      { quantityNeeded: '0' },
      'quantityNeeded',
      'Enter a quantity greater than 0, with at most 3 decimals',
    ],
    ['a vendor e-mail without @', vendorSchema, { email: 'panaderia', phone: null }, 'email', 'Invalid email address'],
    [
      'a thirteenth month',
      budgetSchema,
      { budgetYear: 2026, budgetMonth: 13, budgetedAmount: '100' },
      'budgetMonth',
      'Budget month must be a whole number from 1 to 12',
    ],
    [
      'a budget of nothing',
      budgetSchema,
      { budgetYear: 2026, budgetedAmount: '0' },
      'budgetedAmount',
      'Amount must be greater than 0',
    ],
  ])('refuses %s', (_name, schema, input, field, message) => {
    expect(errorsOf(schema, input)).toEqual([{ field, message }]);
  });

  it.each([
    ['a slot', saunaSlotSchema, { startTime: '17:00' }],
    ['a rate from form text', saunaRateSchema, { durationMinutes: '90', price: '55.00' }],
    ['an evening without an end time', weeklyEventTemplateSchema, { ...template, endTime: null }],
    [
      'a free yoga class any day',
      wellnessActivitySchema,
      { startTime: '07:00', durationMinutes: 60, maxParticipants: 12, price: 0, dayOfWeek: null },
    ],
    ['a room', roomSetupSchema, { pricePerNight: '95.00', maxGuests: 4, beds: 2, bathrooms: null }],
    ['a pinch of salt', recipeIngredientSchema, { quantityNeeded: '0.002' }],
    ['a vendor known by name only', vendorSchema, { email: '', phone: null }],
    ['a yearly budget', budgetSchema, { budgetYear: 2026, budgetMonth: null, budgetedAmount: 1200 }],
    [
      'a yearly budget from a form left empty',
      budgetSchema,
      { budgetYear: '2026', budgetMonth: '', budgetedAmount: '1200' },
    ],
  ])('accepts %s', (_name, schema, input) => {
    expect(errorsOf(schema, input)).toEqual([]);
  });
});
