import { z } from 'zod';
import { MAILING_LIST_INTERESTS } from '../enums/community.js';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { emailField, enumListField, languageField, requiredText } from './fields.js';

/** Community mailing-list subscription (docs/requirements/community.md#mailing-list). */
export const mailingListSchema = z.object({
  /** Unique per subscriber; lower-cased so the same address cannot subscribe twice. */
  email: emailField().toLowerCase(),
  /** Used to greet the subscriber. */
  firstName: requiredText(TEXT_LIMITS.personName, MESSAGES.firstNameRequired),
  /** Topics to hear about; none means everything. */
  interests: enumListField(MAILING_LIST_INTERESTS, MESSAGES.invalidInterest),
  /** Language of the mails. */
  languagePreference: languageField(),
});
export type MailingListInput = z.input<typeof mailingListSchema>;
export type MailingListParsed = z.output<typeof mailingListSchema>;
