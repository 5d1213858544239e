/**
 * The room page's 'Book Your Stay' card (docs/requirements/pages-and-routes.md#room-pages): dates, guests and the
 * price line; 'Check Availability & Book' checks the rules here ('Missing Dates', 'Too Many
 * Guests', minimum stay), then asks the API, and offers Book Now (the wizard) or other dates.
 */
import { stayProblems } from '@lakeside/contracts';
import { useRef, useState, type SubmitEvent } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateMessage } from '../../lib/i18n/translate-message';
import { fill, formatPrice } from '../../lib/format';
import { checkAvailability } from '../../lib/api/room-availability';
import BookingWizard from './BookingWizard';
import { StayNotice, type Notice } from './StayNotice';
import type { BookableRoom, QuotedStay } from './booking-types';
import { groupNights } from './night-groups';
import { countLabel, earliestCheckout } from './stay-helpers';
import { useStayQuote } from './use-stay-quote';
import './booking.css';

interface Props {
  room: BookableRoom;
  lang: Lang;
  today: string;
  texts: Dictionary['booking']['bookCard'];
  /** The stay rules' texts (minimum stay alert and the others). */
  stayTexts: Dictionary['booking']['search'];
  wizardTexts: Dictionary['booking']['wizard'];
  translations: MessageTranslations;
  /** Search results for the same stay: where 'See other rooms' goes. */
  searchPath: string;
  initial: { checkin: string; checkout: string; guests: number };
}

type Phase = { kind: 'form' } | { kind: 'available'; quote: QuotedStay } | { kind: 'taken' };

export default function BookStayCard({
  room,
  lang,
  today,
  texts,
  stayTexts,
  wizardTexts,
  translations,
  searchPath,
  initial,
}: Props) {
  const [checkin, setCheckin] = useState(initial.checkin);
  const [checkout, setCheckout] = useState(initial.checkout);
  const [guests, setGuests] = useState(initial.guests);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(false);
  const checkinInput = useRef<HTMLInputElement>(null);
  const priced = useStayQuote(room.id, { checkin, checkout, guests }, today);
  const nightsLabel = (n: number) => countLabel(n, texts.oneNight, texts.nightsCount);
  const money = (amount: string) => formatPrice(amount, room.currency, lang);

  const edit = (apply: () => void) => {
    apply();
    setPhase({ kind: 'form' });
    setNotice(null);
    setInvalid([]);
  };
  // A new check-in moves the check-out along, keeping at least the minimum stay, never shorter
  // (docs/requirements/booking-rules.md#stay-dates).
  const onCheckin = (value: string) =>
    edit(() => {
      setCheckin(value);
      if (value && (!checkout || checkout < earliestCheckout(value))) setCheckout(earliestCheckout(value));
    });
  const fail = (fields: string[], next: Notice) => {
    setInvalid(fields);
    setNotice(next);
  };

  const onCheck = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checkin || !checkout) {
      const missing = [!checkin && 'checkin', !checkout && 'checkout'].filter(Boolean) as string[];
      return fail(missing, { title: texts.missingDatesTitle, text: texts.missingDates });
    }
    if (guests > room.maxGuests) {
      return fail(['guests'], {
        title: texts.tooManyGuestsTitle,
        text: fill(texts.tooManyGuests, { room: room.name, n: room.maxGuests }),
      });
    }
    const [broken] = stayProblems(checkin, checkout, today);
    if (broken) return fail([broken.field], { text: stayTexts[broken.problem] });
    setChecking(true);
    const result = await checkAvailability({ checkin, checkout, guests, roomType: room.id });
    setChecking(false);
    const entry = result.ok ? result.data.rooms.find((candidate) => candidate.id === room.id) : undefined;
    if (!result.ok || !entry) {
      const messages = result.ok
        ? []
        : result.fieldErrors.map((error) => translateMessage(translations, error.message));
      return fail([], { text: messages.length ? [...new Set(messages)].join(' ') : texts.checkFailed });
    }
    if (entry.reason === 'too_many_guests') {
      return fail(['guests'], {
        title: texts.tooManyGuestsTitle,
        text: fill(texts.tooManyGuests, { room: room.name, n: room.maxGuests }),
      });
    }
    // A season that asks for more nights than the usual minimum.
    if (entry.reason === 'minimum_stay') {
      return fail(['checkout'], { text: fill(texts.seasonMinimumStay, { n: entry.minNights }) });
    }
    setNotice(null);
    setPhase(
      entry.available
        ? {
            kind: 'available',
            quote: {
              checkin,
              checkout,
              guests,
              nights: entry.nights,
              nightly: entry.nightly,
              totalPrice: entry.totalPrice,
              taxes: entry.taxes,
              taxIncluded: entry.taxIncluded,
              taxAdded: entry.taxAdded,
              currency: entry.currency,
              freeCancellationUntil: entry.freeCancellationUntil,
            },
          }
        : { kind: 'taken' },
    );
  };

  const changeDates = () => {
    setPhase({ kind: 'form' });
    setWizardOpen(false);
    checkinInput.current?.focus();
  };
  const fieldProps = (field: string) => ({
    'aria-invalid': invalid.includes(field) || undefined,
    'aria-describedby': invalid.includes(field) ? 'book-notice' : undefined,
    className: invalid.includes(field) ? 'is-invalid' : undefined,
  });
  const guestChoices = Array.from({ length: Math.max(room.maxGuests, initial.guests) }, (_, index) => index + 1);

  return (
    <>
      {/* Sent before the island hydrates, the form reloads this room's page with the stay in its query. */}
      <form
        className="book-card"
        method="get"
        noValidate
        onSubmit={(event) => void onCheck(event)}
        aria-labelledby="book-card-title"
      >
        <h2 id="book-card-title">{texts.title}</h2>
        <div className="book-dates">
          <div className="book-field">
            <label htmlFor="book-checkin">{texts.checkin}</label>
            <input
              ref={checkinInput}
              id="book-checkin"
              name="checkin"
              type="date"
              min={today}
              value={checkin}
              onChange={(e) => onCheckin(e.target.value)}
              {...fieldProps('checkin')}
            />
          </div>
          <div className="book-field">
            <label htmlFor="book-checkout">{texts.checkout}</label>
            <input
              id="book-checkout"
              name="checkout"
              type="date"
              min={checkin || today}
              value={checkout}
              onChange={(e) => edit(() => setCheckout(e.target.value))}
              {...fieldProps('checkout')}
            />
          </div>
        </div>
        <div className="book-field">
          <label htmlFor="book-guests">{texts.guests}</label>
          <select
            id="book-guests"
            name="guests"
            value={guests}
            onChange={(e) => edit(() => setGuests(Number(e.target.value)))}
            {...fieldProps('guests')}
          >
            {guestChoices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {priced && <PriceLine quote={priced} texts={texts} money={money} nightsLabel={nightsLabel} />}
        <StayNotice id="book-notice" notice={notice} />
        {phase.kind === 'form' && (
          <button className="button button-primary book-submit" type="submit" disabled={checking}>
            {checking ? texts.checking : texts.check}
          </button>
        )}
        {phase.kind === 'available' && (
          <div className="notice notice-success book-outcome" role="status">
            <p className="notice-title">{texts.availableTitle}</p>
            <p>
              {fill(texts.availableText, {
                room: room.name,
                nights: nightsLabel(phase.quote.nights),
                total: money(phase.quote.totalPrice),
              })}
            </p>
            <div className="book-actions">
              <button type="button" className="button button-primary" onClick={() => setWizardOpen(true)}>
                {texts.bookNow}
              </button>
              <button type="button" className="button button-outline" onClick={changeDates}>
                {texts.changeDates}
              </button>
            </div>
          </div>
        )}
        {phase.kind === 'taken' && (
          <div className="notice notice-error book-outcome" role="alert">
            <p className="notice-title">{texts.takenTitle}</p>
            <p>{fill(texts.takenText, { room: room.name })}</p>
            <div className="book-actions">
              <button type="button" className="button button-primary" onClick={changeDates}>
                {texts.changeDates}
              </button>
              <a
                className="button button-outline"
                href={`${searchPath}?${new URLSearchParams({ checkin, checkout, guests: String(guests) })}`}
              >
                {texts.otherRooms}
              </a>
            </div>
          </div>
        )}
      </form>
      {phase.kind === 'available' && wizardOpen && (
        <BookingWizard
          room={room}
          quote={phase.quote}
          lang={lang}
          texts={wizardTexts}
          nightsLabel={nightsLabel}
          translations={translations}
          onClose={() => setWizardOpen(false)}
          onDatesTaken={() => {
            setWizardOpen(false);
            setPhase({ kind: 'taken' });
          }}
        />
      )}
    </>
  );
}

/**
 * The server's total for the stay: '$65 × 2 nights' when every night costs the same, only the
 * nights when a season or a weekend changes the rate (the wizard itemises them).
 */
function PriceLine({
  quote,
  texts,
  money,
  nightsLabel,
}: {
  quote: Pick<QuotedStay, 'nights' | 'nightly' | 'totalPrice'>;
  texts: Dictionary['booking']['bookCard'];
  money: (amount: string) => string;
  nightsLabel: (n: number) => string;
}) {
  const [only, ...others] = groupNights(quote.nightly);
  const label =
    only && others.length === 0
      ? fill(texts.priceLine, { price: money(only.rate), nights: nightsLabel(quote.nights) })
      : nightsLabel(quote.nights);
  return (
    <p className="price-line">
      <span>{label}</span>
      <strong>{money(quote.totalPrice)}</strong>
    </p>
  );
}
