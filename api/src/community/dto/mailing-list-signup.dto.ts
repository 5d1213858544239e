import {
  languageField,
  mailingListSchema,
  newsletterSignupSchema,
  type Language,
  type MailingListInterest,
  type SubscriptionSource,
} from '@lakeside/contracts';
import type { PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import type { DescribedPipe } from '../../common/validation/described-pipe.js';
import { ZodPipe } from '../../common/validation/zod-body.pipe.js';

/**
 * The newsletter popup: `{ name, email, language? }` — its two fields plus the page language
 * (docs/requirements/community.md#mailing-list).
 */
export const popupSignupSchema = newsletterSignupSchema.extend({ language: languageField() });

/** One sign-up, whichever form sent it. */
export interface MailingListSignup {
  /** Lower-cased: one address subscribes once. */
  email: string;
  firstName: string;
  /** Undefined when the form does not ask (the popup), so a re-subscribe keeps the chosen topics. */
  interests: MailingListInterest[] | undefined;
  languagePreference: Language;
  source: SubscriptionSource;
}

/**
 * POST /api/mailing-list takes two shapes:
 * - the popup's `{ name, email, language? }` (newsletterSignupSchema, its 'Please fill in all fields'
 *   messages), recognised by a `name` key without `firstName`;
 * - otherwise the mailing-list form's `{ email, firstName, interests?, languagePreference? }`
 *   (mailingListSchema, docs/requirements/community.md#mailing-list).
 * Picking the schema by shape, rather than trying one then the other, keeps each form's own
 * messages in a 400: a union would report the failures of both shapes at once.
 */
export class MailingListSignupPipe implements PipeTransform<unknown, MailingListSignup>, DescribedPipe {
  private readonly popup = new ZodPipe(popupSignupSchema);
  private readonly form = new ZodPipe(mailingListSchema);

  /** Either shape, for the OpenAPI document (the pipe itself picks one by shape). */
  describe() {
    return z.union([popupSignupSchema, mailingListSchema]);
  }

  transform(body: unknown): MailingListSignup {
    if (isPopupShape(body)) {
      const { name, email, language } = this.popup.transform(body);
      return { email, firstName: name, interests: undefined, languagePreference: language, source: 'newsletter_popup' };
    }
    const { email, firstName, interests, languagePreference } = this.form.transform(body);
    return { email, firstName, interests, languagePreference, source: 'website' };
  }
}

function isPopupShape(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'name' in body && !('firstName' in body);
}
