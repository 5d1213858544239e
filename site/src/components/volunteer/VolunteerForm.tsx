/**
 * The volunteer application (docs/requirements/community.md#volunteer-applications), checked
 * with the contracts' `volunteerApplicationSchema` before it is posted to
 * /api/volunteer-applications. An empty or invalid age counts as 18 and an invalid duration as
 * 2 weeks (VOLUNTEER_LIMITS.defaultAge, defaultWeeks).
 */
import {
  TEXT_LIMITS,
  VOLUNTEER_ACCOMMODATION_TYPES,
  VOLUNTEER_LIMITS,
  type FormReceiptReply,
  type Language,
  type VolunteerAccommodationType,
} from '@lakeside/contracts';
import { useState } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { wholeNumberOr } from '../forms/form-values';
import { FormNotice } from '../forms/FormNotice';
import { SelectField, TextAreaField, TextField } from '../forms/FormField';
import { GuestContactField } from '../forms/GuestContactFields';
import { lazy } from '../forms/lazy';
import type { ServerSubmission } from '../forms/server-submission';
import { outcomeNotice } from '../forms/outcome-notice';
import { useFormSubmission } from '../forms/use-form-submission';

interface Props {
  /** The page language: the API answers the applicant in it. */
  lang: Language;
  texts: Dictionary['volunteerForm'];
  translations: MessageTranslations;
  /** Today at the retreat, the earliest start date offered. */
  today: string;
  /** The page's own path (with the form's heading as fragment, so the answer opens at the form): where it posts when sent before the island hydrates. */
  action: string;
  submitted?: ServerSubmission<FormReceiptReply> | undefined;
}

/** The form's strings as the schema expects them: numbers for age and weeks, no skills (no input for them). */
export function applicationFrom(values: Record<string, string>) {
  return {
    ...values,
    age: wholeNumberOr(values.age, VOLUNTEER_LIMITS.defaultAge),
    duration: wholeNumberOr(values.duration, VOLUNTEER_LIMITS.defaultWeeks),
    skills: [],
  };
}

const loadSchema = lazy(() => import('./volunteer-schema').then((module) => module.volunteerApplicationSchema));
const loadReply = lazy(() => import('../../lib/api/community-contract').then((module) => module.readFormReceipt));

export default function VolunteerForm({ lang, texts, translations, today, action, submitted }: Props) {
  const [motivationLength, setMotivationLength] = useState(() =>
    submitted?.ok === false ? (submitted.values.motivation ?? '').trim().length : 0,
  );
  const { errors, typed, outcome, sending, onSubmit, onInput, onFocus } = useFormSubmission({
    loadSchema,
    loadReply,
    endpoint: '/api/volunteer-applications',
    translations,
    extra: { language: lang },
    toInput: applicationFrom,
    onReset: () => setMotivationLength(0),
    submitted,
  });
  const accommodationLabels: Record<VolunteerAccommodationType, string> = {
    shared: texts.shared,
    private: texts.private,
  };
  const notice = outcomeNotice(
    outcome,
    {
      sentTitle: texts.submittedTitle,
      failedTitle: texts.failedTitle,
      failed: texts.failed,
      fixErrors: texts.fixErrors,
    },
    () => texts.submitted,
  );

  return (
    <form
      className="form"
      method="post"
      action={action}
      noValidate
      aria-labelledby="volunteer-form-title"
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={onFocus}
    >
      <div>
        <h2 id="volunteer-form-title">{texts.title}</h2>
        <p className="form-intro">{texts.intro}</p>
      </div>
      <div className="form-row">
        <GuestContactField
          kind="name"
          idPrefix="volunteer"
          name="name"
          label={texts.name}
          defaultValue={typed('name')}
          error={errors.name}
        />
        <GuestContactField
          kind="email"
          idPrefix="volunteer"
          label={texts.email}
          defaultValue={typed('email')}
          error={errors.email}
        />
      </div>
      <div className="form-row">
        <GuestContactField
          kind="phone"
          idPrefix="volunteer"
          label={texts.phone}
          defaultValue={typed('phone')}
          error={errors.phone}
        />
        <TextField
          id="volunteer-nationality"
          name="nationality"
          defaultValue={typed('nationality')}
          label={texts.nationality}
          requiredMark
          autoComplete="country-name"
          maxLength={TEXT_LIMITS.nationality}
          required
          error={errors.nationality}
        />
      </div>
      <div className="form-row">
        <TextField
          id="volunteer-age"
          name="age"
          type="number"
          inputMode="numeric"
          label={texts.age}
          hint={texts.ageHint}
          min={VOLUNTEER_LIMITS.minAge}
          max={VOLUNTEER_LIMITS.maxAge}
          defaultValue={typed('age', VOLUNTEER_LIMITS.defaultAge)}
          error={errors.age}
        />
        <SelectField
          id="volunteer-accommodation"
          name="accommodationType"
          label={texts.accommodationType}
          requiredMark
          defaultValue={typed('accommodationType', '')}
          required
          error={errors.accommodationType}
        >
          <option value="">{texts.chooseAccommodation}</option>
          {VOLUNTEER_ACCOMMODATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {accommodationLabels[type]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-row">
        <TextField
          id="volunteer-available-from"
          name="availableFrom"
          defaultValue={typed('availableFrom')}
          type="date"
          label={texts.availableFrom}
          labelNote={texts.optional}
          min={today}
          error={errors.availableFrom}
        />
        <TextField
          id="volunteer-duration"
          name="duration"
          type="number"
          inputMode="numeric"
          label={texts.duration}
          hint={texts.durationHint}
          min={VOLUNTEER_LIMITS.minWeeks}
          max={VOLUNTEER_LIMITS.maxWeeks}
          defaultValue={typed('duration', VOLUNTEER_LIMITS.defaultWeeks)}
          error={errors.duration}
        />
      </div>
      <TextAreaField
        id="volunteer-experience"
        name="previousExperience"
        defaultValue={typed('previousExperience')}
        label={texts.previousExperience}
        labelNote={texts.optional}
        maxLength={TEXT_LIMITS.description}
        error={errors.previousExperience}
      />
      <TextAreaField
        id="volunteer-motivation"
        name="motivation"
        defaultValue={typed('motivation')}
        label={texts.motivation}
        requiredMark
        hint={texts.motivationHint.replace('{count}', String(motivationLength))}
        maxLength={TEXT_LIMITS.message}
        required
        error={errors.motivation}
        onChange={(event) => setMotivationLength(event.currentTarget.value.trim().length)}
      />
      <TextField
        id="volunteer-diet"
        name="dietaryRequirements"
        defaultValue={typed('dietaryRequirements')}
        label={texts.dietaryRequirements}
        labelNote={texts.optional}
        maxLength={TEXT_LIMITS.dietaryRequirements}
        error={errors.dietaryRequirements}
      />
      <div className="form-actions">
        <button className="button button-primary" type="submit" disabled={sending}>
          {sending ? texts.submitting : texts.submit}
        </button>
      </div>
      <FormNotice {...notice} />
    </form>
  );
}
