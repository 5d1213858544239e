import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { emailField, phoneField, requiredText } from './fields.js';

/**
 * Who is booking: step 1 of the room booking wizard, and the contact part of room,
 * sauna and event bookings. The wizard shows 'Please fill in all guest details'
 * (MESSAGES.guestDetailsIncomplete) above the fields when this fails.
 */
export const guestDetailsSchema = z.object({
  /** Full name as on the guest's ID, for check-in. */
  guestName: requiredText(TEXT_LIMITS.guestName, MESSAGES.guestNameRequired),
  /** Where the confirmation is sent. */
  email: emailField(),
  /** How staff reach a guest who is late or lost on the lake. */
  phone: phoneField(),
});
export type GuestDetailsInput = z.input<typeof guestDetailsSchema>;
export type GuestDetails = z.output<typeof guestDetailsSchema>;
