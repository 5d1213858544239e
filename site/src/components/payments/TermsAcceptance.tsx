/**
 * The required "I accept the terms" box before booking or paying: its label links to the
 * terms page (in a new tab, so the form keeps what was typed), and while it is unticked a line
 * says why the button waits.
 */
import type { Ref } from 'react';
import type { Lang } from '../../lib/i18n/languages';
import { localizedPath } from '../../lib/i18n/paths';

export interface TermsTexts {
  /** '{terms}' is replaced by the link. */
  acceptTerms: string;
  termsLink: string;
  acceptTermsFirst: string;
}

interface Props {
  id: string;
  lang: Lang;
  texts: TermsTexts;
  accepted: boolean;
  disabled?: boolean;
  onChange: (accepted: boolean) => void;
  boxRef?: Ref<HTMLInputElement>;
}

/** The id of the line that explains the wait, for the buttons' aria-describedby. */
export const termsFirstId = (id: string) => `${id}-first`;

export default function TermsAcceptance({ id, lang, texts, accepted, disabled, onChange, boxRef }: Props) {
  const [before, after = ''] = texts.acceptTerms.split('{terms}');
  return (
    <>
      <div className="wizard-terms">
        <input
          ref={boxRef}
          id={id}
          type="checkbox"
          required
          checked={accepted}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          {before}
          <a href={localizedPath('/terms', lang)} target="_blank" rel="noopener">
            {texts.termsLink}
          </a>
          {after}
        </label>
      </div>
      {!accepted && (
        <p id={termsFirstId(id)} className="wizard-muted">
          {texts.acceptTermsFirst}
        </p>
      )}
    </>
  );
}
