/**
 * Wizard step 1, Guest Information, checked with the contracts' guestDetailsSchema — the same
 * rules (and messages) the API applies to the booking — before the payment step opens.
 * Missing fields also get the notice above the button (docs/requirements/booking-rules.md#guest-details).
 */
import type { GuestDetails } from '@lakeside/contracts';
import { useState, type SubmitEvent } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { focusFirstInvalid, zodFieldErrors, type FieldErrors } from '../forms/field-errors';
import { formValues } from '../forms/form-values';
import { GuestContactFields } from '../forms/GuestContactFields';
import { lazy } from '../forms/lazy';
import { StayNotice, type Notice } from './StayNotice';

const loadSchema = lazy(() => import('./guest-details-schema').then((module) => module.guestDetailsSchema));

interface Props {
  texts: Dictionary['booking']['wizard'];
  translations: MessageTranslations;
  initial: GuestDetails;
  /** Errors the server returned for these fields (already translated). */
  errors: FieldErrors;
  onContinue: (details: GuestDetails) => void;
}

export default function GuestStep({ texts, translations, initial, errors: serverErrors, onContinue }: Props) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = async (form: HTMLFormElement) => {
    const values = formValues(form);
    const parsed = (await loadSchema()).safeParse(values);
    if (parsed.success) return onContinue(parsed.data);
    const fieldErrors = zodFieldErrors(parsed.error, translations);
    const anyMissing = Object.keys(fieldErrors).some((name) => !values[name]?.trim());
    setErrors(fieldErrors);
    setNotice(anyMissing ? { title: texts.missingInformationTitle, text: texts.guestDetailsIncomplete } : null);
    focusFirstInvalid(form, fieldErrors);
  };

  return (
    <form
      className="form wizard-form"
      noValidate
      onFocus={() => void loadSchema().catch(() => undefined)}
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void onSubmit(event.currentTarget);
      }}
    >
      <h2 id="wizard-title">{texts.guestInfo}</h2>
      <GuestContactFields
        idPrefix="guest"
        labels={{ name: texts.fullName, email: texts.email, phone: texts.phone }}
        errors={errors}
        initial={initial}
      />
      <StayNotice id="guest-notice" notice={notice} />
      <button className="button button-primary" type="submit">
        {texts.continue}
      </button>
    </form>
  );
}
