/**
 * The guest's name, email and phone, as every booking form asks for them (room wizard, Book
 * Event dialog, sauna): the same field names the API reads, autocomplete hints, length limits
 * and required marks, with ids of the form's own (`{idPrefix}-name`, -email, -phone).
 */
import { TEXT_LIMITS } from '@lakeside/contracts';
import type { FieldErrors } from './field-errors';
import { TextField } from './FormField';

interface Props {
  idPrefix: string;
  labels: { name: string; email: string; phone: string };
  errors: FieldErrors;
  /** Where the phone is not needed, the note its label carries, e.g. '(optional)'. */
  phoneOptionalNote?: string;
  /** What the fields start with (the wizard's details when the guest steps back). */
  initial?: { guestName: string; email: string; phone: string };
}

export function GuestContactFields({ idPrefix, labels, errors, phoneOptionalNote, initial }: Props) {
  const phoneRequired = phoneOptionalNote === undefined;
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="guestName"
        label={labels.name}
        requiredMark
        required
        autoComplete="name"
        maxLength={TEXT_LIMITS.personName}
        defaultValue={initial?.guestName}
        error={errors.guestName}
      />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={labels.email}
        requiredMark
        required
        autoComplete="email"
        maxLength={TEXT_LIMITS.email}
        defaultValue={initial?.email}
        error={errors.email}
      />
      <TextField
        id={`${idPrefix}-phone`}
        name="phone"
        type="tel"
        label={labels.phone}
        labelNote={phoneOptionalNote}
        requiredMark={phoneRequired}
        required={phoneRequired}
        autoComplete="tel"
        maxLength={TEXT_LIMITS.phone}
        defaultValue={initial?.phone}
        error={errors.phone}
      />
    </>
  );
}
