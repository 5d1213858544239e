/**
 * The two-step room booking dialog (docs/requirements/booking-rules.md#paying-for-a-room): guest details, then
 * payment; then 'Booking Confirmed!'. A modal <dialog>: the page behind is inert, Escape
 * closes it, Tab stays inside, and focus returns to Book Now when it closes.
 */
import type { GuestDetails, RoomCaptureReply } from '@lakeside/contracts';
import { useEffect, useRef, useState } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { fill, formatCalendarDate } from '../../lib/format';
import { useFocusTrap } from '../common/use-focus-trap';
import type { FieldErrors } from '../forms/field-errors';
import BookingConfirmed from './BookingConfirmed';
import GuestStep from './GuestStep';
import PaymentStep from './PaymentStep';
import type { BookableRoom, QuotedStay } from './booking-types';
import { countLabel } from './stay-helpers';

interface Props {
  room: BookableRoom;
  quote: QuotedStay;
  lang: Lang;
  texts: Dictionary['booking']['wizard'];
  translations: MessageTranslations;
  nightsLabel: (nights: number) => string;
  onClose: () => void;
  /** The server said 409: someone took a night meanwhile; the card offers other dates. */
  onDatesTaken: () => void;
}

type Step =
  { kind: 'guest' } | { kind: 'payment' } | { kind: 'taken' } | { kind: 'confirmed'; reply: RoomCaptureReply };

export default function BookingWizard({
  room,
  quote,
  lang,
  texts,
  translations,
  nightsLabel,
  onClose,
  onDatesTaken,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'guest' });
  const [guest, setGuest] = useState<GuestDetails>({ guestName: '', email: '', phone: '' });
  const [guestErrors, setGuestErrors] = useState<FieldErrors>({});
  useFocusTrap(dialog, true);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    element?.showModal();
    return () => opener?.focus();
  }, []);

  const stayLine = fill(texts.stay, {
    checkin: formatCalendarDate(quote.checkin, lang, { dateStyle: 'medium' }),
    checkout: formatCalendarDate(quote.checkout, lang, { dateStyle: 'medium' }),
    nights: nightsLabel(quote.nights),
    guests: countLabel(quote.guests, texts.oneGuest, texts.guestsCount),
  });
  const stepNumber = step.kind === 'guest' ? 1 : 2;
  const showStep = step.kind === 'guest' || step.kind === 'payment';

  return (
    <dialog
      ref={dialog}
      className="booking-wizard"
      aria-labelledby="wizard-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="wizard-head">
        <div>
          <p className="wizard-room" lang={room.nameLang}>
            {room.name}
          </p>
          <p className="wizard-stay">{stayLine}</p>
        </div>
        <button type="button" className="wizard-close" aria-label={texts.close} onClick={onClose}>
          ×
        </button>
      </div>
      {showStep && <p className="wizard-step">{fill(texts.stepOf, { step: stepNumber })}</p>}
      {step.kind === 'guest' && (
        <GuestStep
          texts={texts}
          translations={translations}
          initial={guest}
          errors={guestErrors}
          onContinue={(details) => {
            setGuest(details);
            setGuestErrors({});
            setStep({ kind: 'payment' });
          }}
        />
      )}
      {step.kind === 'payment' && (
        <PaymentStep
          room={room}
          quote={quote}
          guest={guest}
          lang={lang}
          texts={texts}
          translations={translations}
          nightsLabel={nightsLabel}
          onBack={() => setStep({ kind: 'guest' })}
          onGuestErrors={(errors) => {
            setGuestErrors(errors);
            setStep({ kind: 'guest' });
          }}
          onDatesTaken={() => setStep({ kind: 'taken' })}
          onConfirmed={(reply) => setStep({ kind: 'confirmed', reply })}
        />
      )}
      {step.kind === 'taken' && (
        <div className="wizard-form" role="alert">
          <h2 id="wizard-title">{texts.datesTakenTitle}</h2>
          <p>{fill(texts.datesTaken, { room: room.name })}</p>
          <button type="button" className="button button-primary" onClick={onDatesTaken}>
            {texts.chooseOtherDates}
          </button>
        </div>
      )}
      {step.kind === 'confirmed' && (
        <BookingConfirmed reply={step.reply} roomName={room.name} lang={lang} texts={texts} onDone={onClose} />
      )}
    </dialog>
  );
}
