import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * E-mail and phone are one rule (a walk-in gives either), but react-hook-form re-checks only
 * the field being typed in after a submit: a guest's phone would clear the phone's "e-mail or
 * phone" message and leave it under the e-mail. Once the form was submitted, this re-checks
 * both whenever either changes. Renders nothing.
 */
export function RecheckContact() {
  const { control, trigger, formState } = useFormContext();
  const [email, phone] = useWatch({ control, name: ['email', 'phone'] }) as [unknown, unknown];
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (submitted) void trigger(['email', 'phone']);
  }, [email, phone, submitted, trigger]);
  return null;
}
