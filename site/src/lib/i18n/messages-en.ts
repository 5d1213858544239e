/**
 * Validation messages the guest forms can show, in English. The values are the
 * contracts' own texts (what zod and the API produce); `messages-es.ts` translates them by
 * key, and `message-translations.ts` maps one to the other at run time.
 */
import { MESSAGES } from '@lakeside/contracts';

export const messagesEn = {
  required: MESSAGES.required,
  invalidInput: MESSAGES.invalidInput,
  nameRequired: MESSAGES.nameRequired,
  firstNameRequired: MESSAGES.firstNameRequired,
  invalidEmail: MESSAGES.invalidEmail,
  emailRequired: MESSAGES.emailRequired,
  phoneRequired: MESSAGES.phoneRequired,
  invalidPhone: MESSAGES.invalidPhone,
  nationalityRequired: MESSAGES.nationalityRequired,
  accommodationTypeRequired: MESSAGES.accommodationTypeRequired,
  volunteerMinWeeks: MESSAGES.volunteerMinWeeks,
  volunteerMaxWeeks: MESSAGES.volunteerMaxWeeks,
  volunteerMinAge: MESSAGES.volunteerMinAge,
  invalidAge: MESSAGES.invalidAge,
  invalidDate: MESSAGES.invalidDate,
  motivationMinLength: MESSAGES.motivationMinLength,
  tooManySkills: MESSAGES.tooManySkills,
  invalidLanguage: MESSAGES.invalidLanguage,
  fillInAllFields: MESSAGES.fillInAllFields,
  invalidSubject: MESSAGES.invalidSubject,
  messageMinLength: MESSAGES.messageMinLength,
  notAnObject: MESSAGES.notAnObject,
  bookingReferenceRequired: MESSAGES.bookingReferenceRequired,
  invalidBookingReference: MESSAGES.invalidBookingReference,
  ratingRequired: MESSAGES.ratingRequired,
  checkinRequired: MESSAGES.checkinRequired,
  checkoutRequired: MESSAGES.checkoutRequired,
  checkinInPast: MESSAGES.checkinInPast,
  checkoutBeforeCheckin: MESSAGES.checkoutBeforeCheckin,
  minimumStay: MESSAGES.minimumStay,
  maximumStay: MESSAGES.maximumStay,
  /** contracts' tooLong(max). */
  tooLong: 'Must be at most {max} characters',
};
