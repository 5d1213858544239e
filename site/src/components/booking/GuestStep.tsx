/** Wizard step 1, Guest Information (spec §2, §5): all three fields before payment. */
import { TEXT_LIMITS } from '@lakeside/contracts';
import { useState, type SubmitEvent } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import { TextField } from '../forms/FormField';
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
      <TextField
        id="guest-name"
        name="guestName"
        label={texts.fullName}
        requiredMark
        required
        autoComplete="name"
        maxLength={TEXT_LIMITS.personName}
        defaultValue={initial.guestName}
        error={errors.guestName}
      />
      <TextField
        id="guest-email"
        name="email"
        type="email"
        label={texts.email}
        requiredMark
        required
        autoComplete="email"
        maxLength={TEXT_LIMITS.email}
        defaultValue={initial.email}
        error={errors.email}
      />
      <TextField
        id="guest-phone"
        name="phone"
        type="tel"
        label={texts.phone}
        requiredMark
        required
        autoComplete="tel"
        maxLength={TEXT_LIMITS.phone}
        defaultValue={initial.phone}
        error={errors.phone}
      />
      <StayNotice id="guest-notice" notice={notice} />
      <button className="button button-primary" type="submit">
        {texts.continue}
      </button>
    </form>
  );
}
