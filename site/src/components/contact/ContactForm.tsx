/**
 * The contact page's message form (docs/requirements/community.md#contact-form). Checks the
 * contracts' `contactSchema` before sending, posts to /api/contact, shows field errors on the
 * fields (its own or the API's) and the agreed success and failure texts; resets on success.
 */
import {
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  TEXT_LIMITS,
  type ContactSubject,
  type FormReceiptReply,
  type Language,
} from '@lakeside/contracts';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { FormNotice } from '../forms/FormNotice';
import { SelectField, TextAreaField } from '../forms/FormField';
import { GuestContactField } from '../forms/GuestContactFields';
import { lazy } from '../forms/lazy';
import type { ServerSubmission } from '../forms/server-submission';
import { outcomeNotice } from '../forms/outcome-notice';
import { useFormSubmission } from '../forms/use-form-submission';

interface Props {
  /** The page language: the API answers the guest in it. */
  lang: Language;
  texts: Dictionary['contactForm'];
  translations: MessageTranslations;
  /** The page's own path (with the form's heading as fragment, so the answer opens at the form): where it posts when sent before the island hydrates. */
  action: string;
  submitted?: ServerSubmission<FormReceiptReply> | undefined;
}

const loadSchema = lazy(() => import('./contact-schema').then((module) => module.contactSchema));
const loadReply = lazy(() => import('../../lib/api/community-contract').then((module) => module.readFormReceipt));

export default function ContactForm({ lang, texts, translations, action, submitted }: Props) {
  const { errors, typed, outcome, sending, onSubmit, onInput, onFocus } = useFormSubmission({
    loadSchema,
    loadReply,
    endpoint: '/api/contact',
    translations,
    extra: { language: lang },
    submitted,
  });
  const subjectLabels: Record<ContactSubject, string> = {
    room_booking: texts.subjectRoomBooking,
    events: texts.subjectEvents,
    other: texts.subjectOther,
  };
  const notice = outcomeNotice(outcome, texts, (reply) =>
    reply.emailSent === true ? texts.sentEmailSent : texts.sent,
  );

  return (
    <form
      className="form"
      method="post"
      action={action}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={onFocus}
    >
      <h2 id="contact-form-title">{texts.title}</h2>
      <div className="form-row">
        <GuestContactField
          kind="name"
          idPrefix="contact"
          name="name"
          label={texts.name}
          requiredMark={false}
          defaultValue={typed('name')}
          error={errors.name}
        />
        <GuestContactField
          kind="email"
          idPrefix="contact"
          label={texts.email}
          requiredMark={false}
          defaultValue={typed('email')}
          error={errors.email}
        />
      </div>
      <div className="form-row">
        <GuestContactField
          kind="phone"
          idPrefix="contact"
          label={texts.phone}
          optionalNote={texts.optional}
          defaultValue={typed('phone')}
          error={errors.phone}
        />
        <SelectField
          id="contact-subject"
          name="subject"
          label={texts.subject}
          defaultValue={typed('subject', DEFAULT_CONTACT_SUBJECT)}
          error={errors.subject}
        >
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subjectLabels[subject]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id="contact-message"
        name="message"
        defaultValue={typed('message')}
        label={texts.message}
        hint={texts.messageHint}
        maxLength={TEXT_LIMITS.message}
        required
        error={errors.message}
      />
      <div className="form-actions">
        <button className="button button-primary" type="submit" disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
      <FormNotice {...notice} />
    </form>
  );
}
