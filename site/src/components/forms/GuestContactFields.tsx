/**
 * The guest's name, email and phone, as every guest form asks for them (room wizard, Book
 * Event dialog, sauna, contact, volunteer): autocomplete hints, length limits and required
 * marks in one place, with ids of the form's own (`{idPrefix}-name`, -email, -phone).
 * `GuestContactFields` is the three in a row; `GuestContactField` one, for forms that lay
 * them out between their own fields.
 */
import { TEXT_LIMITS } from '@lakeside/contracts';
import type { FieldErrors } from './field-errors';
import { TextField } from './FormField';

type Kind = 'name' | 'email' | 'phone';

/** Each control's name as the booking schemas read it, and what the browser should offer. */
const CONTROLS = {
  name: { name: 'guestName', autoComplete: 'name', maxLength: TEXT_LIMITS.personName },
  email: { name: 'email', type: 'email', autoComplete: 'email', maxLength: TEXT_LIMITS.email },
  phone: { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: TEXT_LIMITS.phone },
} satisfies Record<Kind, { name: string; type?: string; autoComplete: string; maxLength: number }>;

interface FieldProps {
  kind: Kind;
  idPrefix: string;
  label: string;
  error?: string | undefined;
  /** The control's name where the form's schema calls it otherwise (the contact form's 'name'). */
  name?: string;
  /** Where the field is not needed, the note its label carries, e.g. '(optional)'. */
  optionalNote?: string | undefined;
  /** Forms that mark none of their required fields leave out the '*'. */
  requiredMark?: boolean;
  defaultValue?: string | number | undefined;
}

export function GuestContactField({
  kind,
  idPrefix,
  label,
  error,
  name,
  optionalNote,
  requiredMark = true,
  defaultValue,
}: FieldProps) {
  const required = optionalNote === undefined;
  return (
    <TextField
      {...CONTROLS[kind]}
      {...(name === undefined ? {} : { name })}
      id={`${idPrefix}-${kind}`}
      label={label}
      labelNote={optionalNote}
      requiredMark={required && requiredMark}
      required={required}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

interface Props {
  idPrefix: string;
  labels: Record<Kind, string>;
  errors: FieldErrors;
  /** Where the phone is not needed, the note its label carries, e.g. '(optional)'. */
  phoneOptionalNote?: string;
  /** What the fields start with (the wizard's details when the guest steps back). */
  initial?: { guestName: string; email: string; phone: string };
}

export function GuestContactFields({ idPrefix, labels, errors, phoneOptionalNote, initial }: Props) {
  return (
    <>
      <GuestContactField
        kind="name"
        idPrefix={idPrefix}
        label={labels.name}
        error={errors.guestName}
        defaultValue={initial?.guestName}
      />
      <GuestContactField
        kind="email"
        idPrefix={idPrefix}
        label={labels.email}
        error={errors.email}
        defaultValue={initial?.email}
      />
      <GuestContactField
        kind="phone"
        idPrefix={idPrefix}
        label={labels.phone}
        error={errors.phone}
        optionalNote={phoneOptionalNote}
        defaultValue={initial?.phone}
      />
    </>
  );
}
