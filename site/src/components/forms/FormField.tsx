/**
 * Labelled form controls for the islands. Each shows its hint and error under the control
 * and ties them to it (aria-describedby, aria-invalid), so screen readers announce both.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './forms.css';

interface FieldFrameProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. '(optional)'. */
  labelNote?: string | undefined;
  /** A visual '*' for forms that mark required fields; the control's `required` tells screen readers. */
  requiredMark?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldFrame({ id, label, labelNote, requiredMark, hint, error, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>
        {label}
        {labelNote && <span className="label-note"> {labelNote}</span>}
        {requiredMark && (
          <span className="required-mark" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = Omit<FieldFrameProps, 'children'> & { name: string };

export function TextField({
  id,
  label,
  labelNote,
  requiredMark,
  hint,
  error,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} labelNote={labelNote} requiredMark={requiredMark} hint={hint} error={error}>
      {(describedBy) => (
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  labelNote,
  requiredMark,
  hint,
  error,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} labelNote={labelNote} requiredMark={requiredMark} hint={hint} error={error}>
      {(describedBy) => (
        <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  labelNote,
  requiredMark,
  hint,
  error,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <FieldFrame id={id} label={label} labelNote={labelNote} requiredMark={requiredMark} hint={hint} error={error}>
      {(describedBy) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
