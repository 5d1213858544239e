/**
 * What the guest forms share: check the values with a contracts schema, show its messages
 * on the fields, POST the parsed data, then either reset the form or show the API's field
 * errors and message. Every text shown comes out translated.
 */
import { useState, type InputEvent, type SubmitEvent } from 'react';
import { postJson } from '../../lib/api/post-json';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateMessage } from '../../lib/i18n/translate-message';
import { byField, focusFirstInvalid, zodFieldErrors, type FieldErrors } from './field-errors';
import { formValues } from './form-values';
import type { ServerSubmission } from './server-submission';

/** The part of a zod schema the forms use. */
interface Schema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: Parameters<typeof zodFieldErrors>[0] };
}

export type Outcome<Reply> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** The browser found problems; nothing was sent. */
  | { kind: 'invalid' }
  | { kind: 'sent'; reply: Reply }
  /** `message` is the API's (translated), or null when it gave none; `onFields` when it named fields. */
  | { kind: 'failed'; message: string | null; onFields: boolean };

interface Options<Output> {
  /** The contracts schema, loaded on demand (see lazy.ts). */
  loadSchema: () => Promise<Schema<Output>>;
  endpoint: string;
  translations: MessageTranslations;
  /** Sent beside the checked fields, e.g. the page language the API writes the guest's copy in. */
  extra?: Record<string, unknown>;
  /** Turns the form's strings into the schema's input (numbers, defaults). */
  toInput?: (values: Record<string, string>) => unknown;
  /** Clears state the form keeps outside its controls (counters). */
  onReset?: () => void;
  /** The outcome of this form sent before the island hydrated (see server-submission.ts). */
  submitted?: ServerSubmission | undefined;
}

export function useFormSubmission<Output, Reply = unknown>({
  loadSchema,
  endpoint,
  translations,
  extra,
  toInput,
  onReset,
  submitted,
}: Options<Output>) {
  const [errors, setErrors] = useState<FieldErrors>(() =>
    submitted?.ok === false ? byField(submitted.fieldErrors, translations) : {},
  );
  const [outcome, setOutcome] = useState<Outcome<Reply>>(() => serverOutcome<Reply>(submitted, translations));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    let schema: Schema<Output>;
    try {
      schema = await loadSchema();
    } catch {
      setOutcome({ kind: 'failed', message: null, onFields: false }); // offline: the form could not even be checked
      return;
    }
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error, translations);
      setErrors(fieldErrors);
      setOutcome({ kind: 'invalid' });
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    const result = await postJson<Reply>(endpoint, { ...parsed.data, ...extra });
    if (result.ok) {
      form.reset();
      onReset?.();
      setOutcome({ kind: 'sent', reply: result.data });
      return;
    }
    const fieldErrors = byField(result.fieldErrors, translations);
    setErrors(fieldErrors);
    setOutcome({
      kind: 'failed',
      message: result.message && translateMessage(translations, result.message),
      onFields: Object.keys(fieldErrors).length > 0,
    });
    focusFirstInvalid(form, fieldErrors);
  }

  /** A field's error disappears as soon as the guest edits it. */
  function clearError(name: string) {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  }

  return {
    errors,
    /** A control's starting value: what the guest had typed when the server refused the form. */
    typed: (name: string, fallback?: string | number) =>
      submitted?.ok === false && name in submitted.values ? submitted.values[name] : fallback,
    /** Starts loading the schema when the guest first focuses the form. */
    onFocus: () => void loadSchema().catch(() => undefined),
    outcome,
    sending: outcome.kind === 'sending',
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void submit(event),
    onInput: (event: InputEvent<HTMLFormElement>) => clearError((event.target as HTMLInputElement).name),
  };
}

function serverOutcome<Reply>(
  submitted: ServerSubmission | undefined,
  translations: MessageTranslations,
): Outcome<Reply> {
  if (!submitted) return { kind: 'idle' };
  if (submitted.ok) return { kind: 'sent', reply: submitted.reply as Reply };
  const onFields = submitted.fieldErrors.length > 0;
  if (onFields && submitted.message === null) return { kind: 'invalid' };
  return { kind: 'failed', message: submitted.message && translateMessage(translations, submitted.message), onFields };
}

/** The notice texts of a form's outcome (spec §8 titles, fallbacks and success texts). */
export function outcomeNotice<Reply>(
  outcome: Outcome<Reply>,
  texts: { sentTitle: string; failedTitle: string; failed: string; fixErrors: string },
  sentText: (reply: Reply) => string,
) {
  // Field errors move the focus to their field; other outcomes bring the notice on screen.
  switch (outcome.kind) {
    case 'sent':
      return { tone: 'success' as const, title: texts.sentTitle, text: sentText(outcome.reply), reveal: true };
    case 'failed':
      return {
        tone: 'error' as const,
        title: texts.failedTitle,
        text: outcome.message ?? texts.failed,
        reveal: !outcome.onFields,
      };
    case 'invalid':
      return { tone: 'error' as const, text: texts.fixErrors };
    default:
      return { tone: null };
  }
}
