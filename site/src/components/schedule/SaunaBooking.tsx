/**
 * Sauna slots for a chosen day and the booking form (docs/requirements/booking-rules.md#sauna). The
 * slots are the form's time choices: Available ones can be picked, Booked ones are shown but
 * disabled. The price comes from the API's rates; the server prices again and compares.
 * A slot the communal sauna session has (the sauna is one room) says so instead of Booked.
 * A 409 means someone took the slot meanwhile: we say so and reload the day.
 */
import { SAUNA_DURATIONS, type Language, type SaunaAvailabilityReply, type SaunaSlotReply } from '@lakeside/contracts';
import { useState } from 'react';
import { loadSaunaAvailability } from '../../lib/api/schedule';
import { fill, formatMoney, formatTimeOfDay } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { FormNotice } from '../forms/FormNotice';
import { TextAreaField, TextField } from '../forms/FormField';
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
import './schedule.css';

interface Props {
  lang: Language;
  texts: Dictionary['activities']['saunaForm'];
  scheduleTexts: Dictionary['activities']['schedule'];
  paymentTexts: SessionPaymentTexts;
  translations: MessageTranslations;
  /** Today at the retreat: the first day that can be booked. */
  today: string;
  initial: SaunaAvailabilityReply | null;
}

const loadSchemaMaker = lazy(() => import('./sauna-booking-schema').then((module) => module.makeSaunaBookingSchema));
const loadReply = lazy(() => import('../../lib/api/sauna-contract').then((module) => module.readSaunaBooking));

export default function SaunaBooking(props: Props) {
  const { lang, texts, scheduleTexts, paymentTexts, translations, today, initial } = props;
  const [date, setDate] = useState(today);
  const [day, setDay] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [slot, setSlot] = useState('');
  const [duration, setDuration] = useState<number>(SAUNA_DURATIONS[0]);

  const rate = day?.rates.find((candidate) => candidate.duration === duration);
  const payment = useSessionPayment({
    kind: 'sauna',
    query: slot ? { sessionDate: date, timeSlot: slot, duration: String(duration) } : null,
    loadReply,
  });

  async function showDay(next: string) {
    setDate(next);
    setSlot('');
    setLoading(true);
    setDay(await loadSaunaAvailability(next));
    setLoading(false);
  }

  const { errors, outcome, sending, onSubmit, onInput, onFocus } = useFormSubmission({
    loadReply,
    loadSchema: () => loadSchemaMaker().then((make) => make({ today })),
    endpoint: '/api/sauna-bookings',
    // Paid now (checkout, then capture) or at the retreat: the guest's choice in SessionPayment.
    send: payment.send,
    translations,
    extra: { language: lang },
    toInput: (values) => {
      const text = (name: string) => (values[name] ?? '').trim();
      return {
        sessionDate: date,
        timeSlot: slot,
        duration,
        guestName: text('guestName'),
        email: text('email'),
        phone: text('phone'),
        notes: text('notes'),
        ...(rate ? { totalPrice: rate.price } : {}),
      };
    },
    // The API prices the booking again and compares: it reads the price as shown.
    sendInput: true,
    onReset: () => setSlot(''),
    // The booked slot (or, on a 409, the one someone else took) no longer shows as Available.
    onSent: () => void showDay(date),
    onConflict: () => void showDay(date),
  });
  const notice = outcomeNotice(
    outcome,
    {
      sentTitle: texts.confirmedTitle,
      failedTitle: texts.failedTitle,
      failed: texts.failed,
      conflict: texts.slotTaken,
    },
    (reply) => (reply.emailSent ? texts.confirmedEmailSent : texts.confirmed),
  );

  return (
    <form
      className="form sauna-form"
      noValidate
      aria-labelledby="sauna-form-title"
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={onFocus}
    >
      <h3 id="sauna-form-title">{texts.title}</h3>
      <TextField
        id="sauna-date"
        name="sessionDate"
        type="date"
        label={scheduleTexts.saunaDate}
        min={today}
        value={date}
        error={errors.sessionDate}
        onChange={(change) => change.currentTarget.value && void showDay(change.currentTarget.value)}
      />
      <fieldset className="choice-group" aria-describedby={errors.timeSlot ? 'sauna-slot-error' : undefined}>
        <legend>{texts.timeSlot}</legend>
        {loading && <p className="choice-status">{scheduleTexts.slotsLoading}</p>}
        {!loading && day === null && <p className="choice-status">{scheduleTexts.slotsFailed}</p>}
        <div className="slots" aria-busy={loading}>
          {day?.slots.map((option) => (
            <label key={option.time} className={`slot${option.available ? '' : ' is-booked'}`}>
              <input
                type="radio"
                name="timeSlot"
                value={option.time}
                checked={slot === option.time}
                disabled={!option.available}
                onChange={() => setSlot(option.time)}
              />
              <span className="slot-text">
                <span className="slot-time">{formatTimeOfDay(option.time, lang)}</span>
                <span className="slot-state">{slotState(option, scheduleTexts)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.timeSlot && (
          <p id="sauna-slot-error" className="field-error">
            {errors.timeSlot}
          </p>
        )}
      </fieldset>
      <fieldset className="choice-group">
        <legend>{texts.duration}</legend>
        <div className="durations">
          {SAUNA_DURATIONS.map((minutes) => {
            const price = day?.rates.find((candidate) => candidate.duration === minutes);
            return (
              <label key={minutes} className="duration">
                <input
                  type="radio"
                  name="duration"
                  value={minutes}
                  checked={duration === minutes}
                  onChange={() => setDuration(minutes)}
                />
                <span>
                  {price
                    ? fill(texts.minutes, { n: minutes, price: formatMoney(price.price, price.currency, lang) })
                    : `${minutes} min`}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {rate && (
        <p className="sauna-total">
          <span>{texts.total}</span>{' '}
          <strong data-testid="sauna-total">{formatMoney(rate.price, rate.currency, lang)}</strong>
        </p>
      )}
      <GuestContactFields
        idPrefix="sauna"
        labels={{ name: texts.name, email: texts.email, phone: texts.phone }}
        errors={errors}
        phoneOptionalNote={texts.optional}
      />
      <TextAreaField
        id="sauna-notes"
        name="notes"
        label={texts.notes}
        labelNote={texts.optional}
        hint={texts.notesHint}
        error={errors.notes}
      />
      <SessionPayment id="sauna" lang={lang} texts={paymentTexts} payment={payment} busy={sending} />
      <FormNotice {...notice} />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={sending || (slot !== '' && !canSubmit(payment))}
          aria-describedby={payment.accepted ? undefined : termsFirstId('sauna-accept-terms')}
        >
          {sending && !payment.awaitingPayPal ? texts.booking : submitLabel(payment, paymentTexts, lang, texts.submit)}
        </button>
      </div>
    </form>
  );
}

/** What a slot says beside its time: Available, Booked (or started), or Communal session. */
function slotState(slot: SaunaSlotReply, texts: Dictionary['activities']['schedule']): string {
  if (slot.available) return texts.available;
  return slot.reason === 'communal_session' ? texts.communalSession : texts.booked;
}
