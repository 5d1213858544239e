/** The guest forms' validation and server messages in Spanish, by the keys of `messages-en.ts`: the contracts' own Spanish (MESSAGES_ES), which the console shows too. */
import { MESSAGES_ES } from '@lakeside/contracts';
import type { messagesEn } from './messages-en';
import type { Texts } from './texts-type';

export const messagesEs: Texts<typeof messagesEn> = {
  required: MESSAGES_ES.required,
  invalidInput: MESSAGES_ES.invalidInput,
  nameRequired: MESSAGES_ES.nameRequired,
  firstNameRequired: MESSAGES_ES.firstNameRequired,
  invalidEmail: MESSAGES_ES.invalidEmail,
  emailRequired: MESSAGES_ES.emailRequired,
  phoneRequired: MESSAGES_ES.phoneRequired,
  invalidPhone: MESSAGES_ES.invalidPhone,
  nationalityRequired: MESSAGES_ES.nationalityRequired,
  accommodationTypeRequired: MESSAGES_ES.accommodationTypeRequired,
  volunteerMinWeeks: MESSAGES_ES.volunteerMinWeeks,
  volunteerMaxWeeks: MESSAGES_ES.volunteerMaxWeeks,
  volunteerMinAge: MESSAGES_ES.volunteerMinAge,
  invalidAge: MESSAGES_ES.invalidAge,
  invalidDate: MESSAGES_ES.invalidDate,
  motivationMinLength: MESSAGES_ES.motivationMinLength,
  tooManySkills: MESSAGES_ES.tooManySkills,
  invalidLanguage: MESSAGES_ES.invalidLanguage,
  fillInAllFields: MESSAGES_ES.fillInAllFields,
  invalidSubject: MESSAGES_ES.invalidSubject,
  messageMinLength: MESSAGES_ES.messageMinLength,
  notAnObject: MESSAGES_ES.notAnObject,
  bookingReferenceRequired: MESSAGES_ES.bookingReferenceRequired,
  invalidBookingReference: MESSAGES_ES.invalidBookingReference,
  ratingRequired: MESSAGES_ES.ratingRequired,
  checkinRequired: MESSAGES_ES.checkinRequired,
  checkoutRequired: MESSAGES_ES.checkoutRequired,
  checkinInPast: MESSAGES_ES.checkinInPast,
  checkoutBeforeCheckin: MESSAGES_ES.checkoutBeforeCheckin,
  minimumStay: MESSAGES_ES.minimumStay,
  maximumStay: MESSAGES_ES.maximumStay,
  tooLong: 'Debe tener como máximo {max} caracteres',
};
