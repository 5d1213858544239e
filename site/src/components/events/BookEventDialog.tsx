/**
 * The Book Event dialog (docs/requirements/booking-rules.md#event-tickets): a modal <dialog>
 * listing the occurrence's sessions (full ones disabled), tickets 1..spots left, the exact
 * total and the guest's
 * details. Nothing can be submitted before a session is chosen. A failure keeps the dialog
 * open with the server's message; a success is reported by the caller, which closes it.
 */
import { EVENT_LIMITS, multiplyMoney, type EventBookingReply, type Language } from '@lakeside/contracts';
import { useEffect, useRef, useState } from 'react';
import { fill, formatMoney } from '../../lib/format';
import { fallbackLang } from '../../lib/i18n/fallback-lang';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { FormNotice } from '../forms/FormNotice';
import { SelectField, TextField } from '../forms/FormField';
import { GuestContactFields } from '../forms/GuestContactFields';
import { lazy } from '../forms/lazy';
import { outcomeNotice } from '../forms/outcome-notice';
import { useFormSubmission } from '../forms/use-form-submission';
import SessionPayment, {
  canSubmit,
  submitLabel,
  termsFirstId,
  type SessionPaymentTexts,
} from '../payments/SessionPayment';
import { useSessionPayment } from '../payments/use-session-payment';
import type { EventListing, ListingSession } from './event-listing';
import { priceText, sessionLabel, type EventDialogTexts, type EventTexts } from './event-texts';

interface Props {
  event: EventListing;
  lang: Language;
  texts: EventDialogTexts;
  eventTexts: EventTexts;
  paymentTexts: SessionPaymentTexts;
  translations: MessageTranslations;
  onClose: () => void;
  onBooked: (reply: EventBookingReply) => void;
}

const loadSchema = lazy(() => import('./event-booking-schema').then((module) => module.eventBookingSchema));
const loadReply = lazy(() => import('../../lib/api/events-contract').then((module) => module.readEventBooking));

const isOpen = (session: ListingSession) => session.bookable && session.spotsLeft > 0;

export default function BookEventDialog(props: Props) {
  const { event, lang, texts, eventTexts, paymentTexts, translations, onClose, onBooked } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [startsAt, setStartsAt] = useState('');
  const [tickets, setTickets] = useState<number>(EVENT_LIMITS.minTickets);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const session = event.sessions.find((candidate) => candidate.startsAt === startsAt);
  const maxTickets = Math.max(EVENT_LIMITS.minTickets, session?.spotsLeft ?? event.spotsLeft);
  const total = multiplyMoney(event.ticketPrice, tickets);
  const payment = useSessionPayment({
    kind: 'event',
    query: session ? { eventId: event.id, selectedDateTime: session.startsAt, numberOfTickets: String(tickets) } : null,
    loadReply,
    booked: event.title,
  });

  const { errors, outcome, sending, onSubmit, onInput, onFocus } = useFormSubmission({
    loadSchema,
    loadReply,
    endpoint: '/api/event-bookings',
    // Paid now (checkout, then capture) or at the retreat: the guest's choice in SessionPayment.
    send: payment.send,
    translations,
    extra: { language: lang },
    toInput: (values) => ({
      eventId: event.id,
      guestName: (values.guestName ?? '').trim(),
      email: (values.email ?? '').trim(),
      phone: (values.phone ?? '').trim(),
      numberOfTickets: tickets,
      selectedTimeSlot: session?.time,
      selectedDateTime: session?.startsAt,
      totalAmount: total,
    }),
    // The schema's output names the occurrence by reference; the API reads the id as sent.
    sendInput: true,
    onSent: onBooked,
  });
  // Field errors speak for themselves here (no 'check the fields' box), as in the sauna form.
  // A success closes the dialog: the caller shows the confirmation.
  const notice = outcomeNotice(
    outcome,
    { sentTitle: texts.confirmedTitle, failedTitle: texts.failedTitle, failed: texts.failed },
    (reply) => (reply.emailSent ? texts.confirmedEmailSent : texts.confirmed),
  );

  return (
    <dialog
      ref={dialog}
      className="event-dialog"
      aria-labelledby="event-dialog-title"
      onCancel={(cancel) => {
        cancel.preventDefault();
        onClose();
      }}
    >
      <div className="event-dialog-head">
        <div>
          <p className="event-dialog-kicker">{texts.title}</p>
          <h2 id="event-dialog-title" lang={fallbackLang(event, 'title', lang)}>
            {event.title}
          </h2>
          <p className="event-dialog-price">
            {priceText(event, eventTexts, lang)} <span>{eventTexts.perPerson}</span>
          </p>
        </div>
        <button type="button" className="event-dialog-close" aria-label={texts.close} onClick={onClose}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <form className="form" noValidate onSubmit={onSubmit} onInput={onInput} onFocus={onFocus}>
        <SelectField
          id="event-session"
          name="session"
          label={texts.session}
          requiredMark
          value={startsAt}
          onChange={(change) => {
            setStartsAt(change.currentTarget.value);
            setTickets(EVENT_LIMITS.minTickets);
          }}
        >
          <option value="">{texts.chooseSession}</option>
          {event.sessions.map((option) => (
            <option key={option.startsAt} value={option.startsAt} disabled={!isOpen(option)}>
              {isOpen(option)
                ? `${sessionLabel(option, lang)} · ${fill(eventTexts.spotsAvailable, { n: option.spotsLeft })}`
                : fill(texts.sessionFull, { label: sessionLabel(option, lang) })}
            </option>
          ))}
        </SelectField>
        <TextField
          id="event-tickets"
          name="numberOfTickets"
          type="number"
          inputMode="numeric"
          label={texts.tickets}
          min={EVENT_LIMITS.minTickets}
          max={maxTickets}
          value={tickets}
          hint={session ? fill(texts.ticketsHint, { n: session.spotsLeft }) : undefined}
          error={errors.numberOfTickets}
          onChange={(change) => {
            const wanted = Math.trunc(Number(change.currentTarget.value)) || EVENT_LIMITS.minTickets;
            setTickets(Math.min(maxTickets, Math.max(EVENT_LIMITS.minTickets, wanted)));
          }}
        />
        <p className="event-dialog-total">
          <span>{texts.total}</span>{' '}
          <strong data-testid="event-total">{formatMoney(total, event.currency, lang)}</strong>
        </p>
        <GuestContactFields
          idPrefix="event"
          labels={{ name: texts.name, email: texts.email, phone: texts.phone }}
          errors={errors}
        />
        <SessionPayment id="event" lang={lang} texts={paymentTexts} payment={payment} busy={sending} />
        <FormNotice {...notice} />
        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={!session || sending || !canSubmit(payment)}
            aria-describedby={payment.accepted ? undefined : termsFirstId('event-accept-terms')}
          >
            {sending && !payment.awaitingPayPal
              ? texts.booking
              : submitLabel(payment, paymentTexts, lang, texts.submit)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
