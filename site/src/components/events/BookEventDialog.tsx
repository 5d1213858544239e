/**
 * The Book Event dialog (spec §2, §4, §5, §8): a modal <dialog> listing the occurrence's
 * sessions (full ones disabled), tickets 1..spots left, the exact total and the guest's
 * details. Nothing can be submitted before a session is chosen. A failure keeps the dialog
 * open with the server's message; a success is reported by the caller, which closes it.
 */
import { EVENT_LIMITS, multiplyMoney, type Language } from '@lakeside/contracts';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { postJson } from '../../lib/api/post-json';
import { fill, formatMoney } from '../../lib/format';
import { fallbackLang } from '../../lib/i18n/fallback-lang';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateMessage } from '../../lib/i18n/translate-message';
import { byField, focusFirstInvalid, zodFieldErrors, type FieldErrors } from '../forms/field-errors';
import { formValues } from '../forms/form-values';
import { FormNotice } from '../forms/FormNotice';
import { SelectField, TextField } from '../forms/FormField';
import { GuestContactFields } from '../forms/GuestContactFields';
import { lazy } from '../forms/lazy';
import type { EventListing, ListingSession } from './event-listing';
import { priceText, sessionLabel, type EventDialogTexts, type EventTexts } from './event-texts';

export interface BookingReply {
  emailSent?: boolean;
}

interface Props {
  event: EventListing;
  lang: Language;
  texts: EventDialogTexts;
  eventTexts: EventTexts;
  translations: MessageTranslations;
  onClose: () => void;
  onBooked: (reply: BookingReply) => void;
}

const loadSchema = lazy(() => import('./event-booking-schema').then((module) => module.eventBookingSchema));

const isOpen = (session: ListingSession) => session.bookable && session.spotsLeft > 0;

export default function BookEventDialog({ event, lang, texts, eventTexts, translations, onClose, onBooked }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [startsAt, setStartsAt] = useState('');
  const [tickets, setTickets] = useState<number>(EVENT_LIMITS.minTickets);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const session = event.sessions.find((candidate) => candidate.startsAt === startsAt);
  const maxTickets = Math.max(EVENT_LIMITS.minTickets, session?.spotsLeft ?? event.spotsLeft);
  const total = multiplyMoney(event.ticketPrice, tickets);

  async function submit(formEvent: SubmitEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (!session) return;
    const form = formEvent.currentTarget;
    const values = formValues(form);
    const body = {
      eventId: event.id,
      guestName: (values.guestName ?? '').trim(),
      email: (values.email ?? '').trim(),
      phone: (values.phone ?? '').trim(),
      numberOfTickets: tickets,
      selectedTimeSlot: session.time,
      selectedDateTime: session.startsAt,
      totalAmount: total,
      language: lang,
    };
    setFailure(null);
    try {
      const parsed = (await loadSchema()).safeParse(body);
      if (!parsed.success) {
        const fieldErrors = zodFieldErrors(parsed.error, translations);
        setErrors(fieldErrors);
        focusFirstInvalid(form, fieldErrors);
        return;
      }
    } catch {
      // The schema could not be downloaded: let the server check the booking instead.
    }
    setErrors({});
    setSending(true);
    const result = await postJson<BookingReply>('/api/event-bookings', body);
    setSending(false);
    if (result.ok) {
      onBooked(result.data);
      return;
    }
    const fieldErrors = byField(result.fieldErrors, translations);
    setErrors(fieldErrors);
    setFailure(result.message ? translateMessage(translations, result.message) : texts.failed);
    focusFirstInvalid(form, fieldErrors);
  }

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
      <form className="form" noValidate onSubmit={(formEvent) => void submit(formEvent)}>
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
        <FormNotice tone={failure ? 'error' : null} title={texts.failedTitle} text={failure} reveal />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={!session || sending}>
            {sending ? texts.booking : texts.submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}
