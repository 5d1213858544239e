/**
 * The one submission flow of every guest form: check the values with a contracts schema,
 * show its messages on the fields, POST, then either reset the form or show the API's field
 * errors and message. Forms that need more say so through options (a 409 that refreshes
 * availability, a reply the caller shows) instead of writing their own flow. Every text
 * shown comes out translated.
 */
import { useState, type InputEvent, type SubmitEvent } from 'react';
import type { ReplyReader } from '../../lib/api/browser-fetch';
import { postJson, type PostResult } from '../../lib/api/post-json';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateRefusal } from '../../lib/i18n/translate-message';
import { byField, focusFirstInvalid, zodFieldErrors, type FieldErrors } from './field-errors';
import { formValues } from './form-values';
import type { Outcome } from './outcome-notice';
import type { ServerSubmission } from './server-submission';

/** The part of a zod schema the forms use. */
interface Schema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: Parameters<typeof zodFieldErrors>[0] };
}

interface Options<Output, Reply> {
  /** The contracts schema, loaded on demand (see lazy.ts). */
  loadSchema: () => Promise<Schema<Output>>;
  /** Reads the API's success reply with its contract, loaded on demand too (see lib/api/*-contract.ts). */
  loadReply: () => Promise<ReplyReader<Reply>>;
  endpoint: string;
  /**
   * Sends the checked body instead of one POST to `endpoint`: for a booking paid online, which
   * holds, pays and captures before it has the reply a POST would have given.
   */
  send?: (body: Record<string, unknown>) => Promise<PostResult<Reply>>;
  translations: MessageTranslations;
  /** Sent beside the checked fields, e.g. the page language the API writes the guest's copy in. */
  extra?: Record<string, unknown>;
  /** Turns the form's strings (and state kept outside its controls) into the schema's input. */
  toInput?: (values: Record<string, string>) => unknown;
  /**
   * Send the checked input rather than the schema's output: for schemas whose output is the
   * server's own shape (the event booking turns the occurrence id into a reference).
   */
  sendInput?: boolean;
  /** Runs once the values passed, before they go out (the popup counts as answered then). */
  onSending?: () => void;
  /** Runs after a success, e.g. to hand the reply to the caller or reload what was booked. */
  onSent?: (reply: Reply) => void;
  /** Runs on a 409: what the guest chose was taken meanwhile, so the form reloads the choices. */
  onConflict?: () => void;
  /** Clears state the form keeps outside its controls (counters, the chosen slot). */
  onReset?: () => void;
  /** The outcome of this form sent before the island hydrated (see server-submission.ts). */
  submitted?: ServerSubmission<Reply> | undefined;
}

export function useFormSubmission<Output, Reply>({
  loadSchema,
  loadReply,
  endpoint,
  send,
  translations,
  extra,
  toInput,
  sendInput,
  onSending,
  onSent,
  onConflict,
  onReset,
  submitted,
}: Options<Output, Reply>) {
  const [errors, setErrors] = useState<FieldErrors>(() =>
    submitted?.ok === false ? byField(submitted.fieldErrors, translations) : {},
  );
  const [outcome, setOutcome] = useState<Outcome<Reply>>(() => serverOutcome<Reply>(submitted, translations));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const input = toInput ? toInput(values) : values;
    let body: unknown = input;
    try {
      const parsed = (await loadSchema()).safeParse(input);
      if (!parsed.success) {
        const fieldErrors = zodFieldErrors(parsed.error, translations);
        setErrors(fieldErrors);
        setOutcome({ kind: 'invalid' });
        focusFirstInvalid(form, fieldErrors);
        return;
      }
      if (!sendInput) body = parsed.data;
    } catch {
      // The schema could not be downloaded (offline, or a page older than a deploy): the
      // server checks the same schema, so the guest is not stopped here.
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    onSending?.();
    const payload = { ...(body as object), ...extra };
    const result = send ? await send(payload) : await postJson(endpoint, payload, loadReply);
    if (result.ok) {
      form.reset();
      onReset?.();
      setOutcome({ kind: 'sent', reply: result.data });
      onSent?.(result.data);
      return;
    }
    const fieldErrors = byField(result.fieldErrors, translations);
    const conflict = result.status === 409;
    setErrors(fieldErrors);
    setOutcome({
      kind: 'failed',
      message: translateRefusal(translations, result),
      onFields: Object.keys(fieldErrors).length > 0,
      conflict,
    });
    if (conflict) onConflict?.();
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
  submitted: ServerSubmission<Reply> | undefined,
  translations: MessageTranslations,
): Outcome<Reply> {
  if (!submitted) return { kind: 'idle' };
  if (submitted.ok) return { kind: 'sent', reply: submitted.reply };
  const onFields = submitted.fieldErrors.length > 0;
  if (onFields && submitted.message === null) return { kind: 'invalid' };
  return {
    kind: 'failed',
    message: translateRefusal(translations, submitted),
    onFields,
    conflict: false,
  };
}
