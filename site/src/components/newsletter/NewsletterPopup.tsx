/**
 * The community newsletter invitation (docs/requirements/pages-and-routes.md#newsletter-popup).
 * Opens 10 s after the page started loading, or 2 s after the carousel first reaches its
 * second item, unless the browser has
 * the 'seen' flag. 'No thanks', closing and signing up all set the flag. A modal <dialog>:
 * labelled, focus kept inside, Escape closes.
 */
import { POPUP_DELAYS_MS, type Language } from '@lakeside/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import {
  CAROUSEL_SECOND_ITEM_EVENT,
  carouselSecondItemShownAt,
  hasSeenNewsletter,
  markNewsletterSeen,
} from '../../lib/newsletter-popup';
import { useFocusTrap } from '../common/use-focus-trap';
import { TextField } from '../forms/FormField';
import { lazy } from '../forms/lazy';
import { useFormSubmission } from '../forms/use-form-submission';
import './NewsletterPopup.css';

interface Props {
  lang: Language;
  texts: Dictionary['newsletter'];
  translations: MessageTranslations;
}

const loadSchema = lazy(() => import('./newsletter-schema').then((module) => module.newsletterSignupSchema));
const loadReply = lazy(() => import('../../lib/api/community-contract').then((module) => module.readSubscription));

export default function NewsletterPopup({ lang, texts, translations }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
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

  const { errors, outcome, sending, onSubmit } = useFormSubmission({
    loadSchema,
    loadReply,
    endpoint: '/api/mailing-list',
    translations,
    extra: { language: lang },
    // Signing up answers the invitation, even if the sending then fails.
    onSending: markNewsletterSeen,
  });
  // One line for the whole form, the first field's problem, else 'Please fill in all fields'
  // (docs/requirements/pages-and-routes.md#newsletter-popup).
  const error =
    outcome.kind === 'invalid'
      ? (Object.values(errors)[0] ?? texts.fillInAllFields)
      : outcome.kind === 'failed'
        ? (outcome.message ?? texts.failed)
        : null;

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
      {outcome.kind === 'sent' ? (
        <div className="newsletter-done" role="status">
          <h2 id="newsletter-title">{texts.signedUpTitle}</h2>
          <p id="newsletter-text">{texts.signedUp}</p>
          <button type="button" className="button button-primary" onClick={dismiss}>
            {texts.close}
          </button>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
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
            {error && <p className="field-error">{error}</p>}
          </div>
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={sending}>
              {sending ? texts.submitting : texts.submit}
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
