/**
 * "Find my booking" (docs/requirements/policies.md#managing-a-booking): the e-mail and the
 * reference, checked with the contracts' findBookingSchema, posted to /api/bookings/find. The
 * API answers the same whether or not they match, and so does the success text: the form
 * must not tell anyone which bookings exist.
 */
import type { FindBookingReply } from '@lakeside/contracts';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { FormNotice } from '../forms/FormNotice';
import { TextField } from '../forms/FormField';
import { GuestContactField } from '../forms/GuestContactFields';
import { lazy } from '../forms/lazy';
import { outcomeNotice } from '../forms/outcome-notice';
import type { ServerSubmission } from '../forms/server-submission';
import { useFormSubmission } from '../forms/use-form-submission';

interface Props {
  texts: Dictionary['manageBooking']['findForm'];
  translations: MessageTranslations;
  /** The find page's path (with the form's heading as fragment): where it posts before hydration. */
  action: string;
  /** The reference of a link that did not open, so the guest has only the e-mail to type. */
  reference?: string | undefined;
  submitted?: ServerSubmission<FindBookingReply> | undefined;
}

const loadSchema = lazy(() => import('./find-booking-schema').then((module) => module.findBookingSchema));
const loadReply = lazy(() => import('../../lib/api/find-booking-contract').then((module) => module.readFindBooking));

/** "R-4K7M-Q2XP" with room to spare for the spaces and dashes a guest types. */
const REFERENCE_MAX_LENGTH = 20;

export default function FindBookingForm({ texts, translations, action, reference, submitted }: Props) {
  const { errors, typed, outcome, sending, onSubmit, onInput, onFocus } = useFormSubmission({
    loadSchema,
    loadReply,
    endpoint: '/api/bookings/find',
    translations,
    submitted,
  });
  const notice = outcomeNotice(outcome, texts, () => texts.sent);

  return (
    <form
      className="form"
      method="post"
      action={action}
      noValidate
      aria-labelledby="find-booking-title"
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={onFocus}
    >
      <h2 id="find-booking-title">{texts.title}</h2>
      <p className="form-intro">{texts.intro}</p>
      <GuestContactField
        kind="email"
        idPrefix="find-booking"
        label={texts.email}
        requiredMark={false}
        defaultValue={typed('email')}
        error={errors.email}
      />
      <TextField
        id="find-booking-reference"
        name="reference"
        label={texts.reference}
        hint={texts.referenceHint}
        required
        maxLength={REFERENCE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={typed('reference', reference)}
        error={errors.reference}
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
