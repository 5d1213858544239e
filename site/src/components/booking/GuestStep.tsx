/** Wizard step 1, Guest Information: all three fields first (docs/requirements/booking-rules.md#guest-details). */
import { useState, type SubmitEvent } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import { GuestContactFields } from '../forms/GuestContactFields';
import { StayNotice, type Notice } from './StayNotice';

export interface GuestDetails {
  guestName: string;
  email: string;
  phone: string;
}

type Errors = Partial<Record<keyof GuestDetails, string>>;

/** Catches typos before the server does; the API's own check stays authoritative. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  texts: Dictionary['booking']['wizard'];
  initial: GuestDetails;
  /** Errors the server returned for these fields (already translated). */
  errors: Errors;
  onContinue: (details: GuestDetails) => void;
}

export default function GuestStep({ texts, initial, errors: serverErrors, onContinue }: Props) {
  const [errors, setErrors] = useState<Errors>(serverErrors);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const details: GuestDetails = { guestName: text('guestName'), email: text('email'), phone: text('phone') };
    const empty = (Object.keys(details) as (keyof GuestDetails)[]).filter((key) => !details[key]);
    if (empty.length) {
      setErrors(Object.fromEntries(empty.map((key) => [key, texts.fieldRequired])));
      setNotice({ title: texts.missingInformationTitle, text: texts.guestDetailsIncomplete });
      event.currentTarget.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    if (!EMAIL_SHAPE.test(details.email)) {
      setErrors({ email: texts.invalidEmail });
      setNotice(null);
      event.currentTarget.querySelector<HTMLElement>('[name="email"]')?.focus();
      return;
    }
    onContinue(details);
  };

  return (
    <form className="form wizard-form" noValidate onSubmit={onSubmit}>
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
