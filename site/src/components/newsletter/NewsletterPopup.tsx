/**
 * The community newsletter invitation (spec §4, §5, §8). Opens 10 s after the page started
 * loading, or 2 s after the carousel first reaches its second item, unless the browser has
 * the 'seen' flag. 'No thanks', closing and signing up all set the flag. A modal <dialog>:
 * labelled, focus kept inside, Escape closes.
 */
import { POPUP_DELAYS_MS, type Language } from '@lakeside/contracts';
import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { postJson } from '../../lib/api/post-json';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateMessage } from '../../lib/i18n/translate-message';
import {
  CAROUSEL_SECOND_ITEM_EVENT,
  carouselSecondItemShownAt,
  hasSeenNewsletter,
  markNewsletterSeen,
} from '../../lib/newsletter-popup';
import { useFocusTrap } from '../common/use-focus-trap';
import { TextField } from '../forms/FormField';
import { formValues } from '../forms/form-values';
import { lazy } from '../forms/lazy';
import './NewsletterPopup.css';

interface Props {
  lang: Language;
  texts: Dictionary['newsletter'];
  translations: MessageTranslations;
}

const loadSchema = lazy(() => import('./newsletter-schema').then((module) => module.newsletterSignupSchema));

type Stage = { kind: 'form'; error: string | null; sending: boolean } | { kind: 'done' };

export default function NewsletterPopup({ lang, texts, translations }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'form', error: null, sending: false });
  useFocusTrap(dialog, open);

  const show = useCallback(() => {
    const element = dialog.current;
    if (!element || element.open || hasSeenNewsletter()) return;
    element.showModal();
    setOpen(true);
    void loadSchema().catch(() => undefined); // ready by the time the guest submits
  }, []);

  useEffect(() => {
    if (hasSeenNewsletter()) return;
    // Counted from navigation start, not from hydration, which waits for an idle moment.
    const afterLoad = window.setTimeout(show, Math.max(0, POPUP_DELAYS_MS.afterLoad - performance.now()));
    let afterCarousel: number | undefined;
    const onSecondItem = () => {
      const shownAt = carouselSecondItemShownAt() ?? performance.now();
      const wait = Math.max(0, shownAt + POPUP_DELAYS_MS.afterSecondSlide - performance.now());
      afterCarousel ??= window.setTimeout(show, wait);
    };
    window.addEventListener(CAROUSEL_SECOND_ITEM_EVENT, onSecondItem);
    // The carousel may have got there before this island hydrated.
    if (carouselSecondItemShownAt() !== undefined) onSecondItem();
    return () => {
      window.clearTimeout(afterLoad);
      window.clearTimeout(afterCarousel);
      window.removeEventListener(CAROUSEL_SECOND_ITEM_EVENT, onSecondItem);
    };
  }, [show]);

  /** Every way out (No thanks, ×, Escape, Close after success) means "seen". */
  const dismiss = useCallback(() => {
    markNewsletterSeen();
    dialog.current?.close();
    setOpen(false);
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      setStage({ kind: 'form', error: texts.failed, sending: false });
      return;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? texts.fillInAllFields;
      setStage({ kind: 'form', error: translateMessage(translations, message), sending: false });
      return;
    }
    markNewsletterSeen();
    setStage({ kind: 'form', error: null, sending: true });
    const result = await postJson('/api/mailing-list', { ...parsed.data, language: lang });
    if (result.ok) {
      setStage({ kind: 'done' });
    } else {
      const message = result.message ? translateMessage(translations, result.message) : texts.failed;
      setStage({ kind: 'form', error: message, sending: false });
    }
  }

  return (
    <dialog
      ref={dialog}
      className="newsletter"
      aria-labelledby="newsletter-title"
      aria-describedby="newsletter-text"
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
    >
      <button type="button" className="newsletter-close" aria-label={texts.close} onClick={dismiss}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {stage.kind === 'done' ? (
        <div className="newsletter-done" role="status">
          <h2 id="newsletter-title">{texts.signedUpTitle}</h2>
          <p id="newsletter-text">{texts.signedUp}</p>
          <button type="button" className="button button-primary" onClick={dismiss}>
            {texts.close}
          </button>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <div>
            <h2 id="newsletter-title">{texts.title}</h2>
            <p id="newsletter-text">{texts.text}</p>
          </div>
          <TextField id="newsletter-name" name="name" label={texts.name} autoComplete="given-name" required autoFocus />
          <TextField
            id="newsletter-email"
            name="email"
            type="email"
            label={texts.email}
            autoComplete="email"
            required
          />
          <div role="alert" className="newsletter-error">
            {stage.error && <p className="field-error">{stage.error}</p>}
          </div>
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={stage.sending}>
              {stage.sending ? texts.submitting : texts.submit}
            </button>
            <button type="button" className="button button-outline" onClick={dismiss}>
              {texts.noThanks}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
