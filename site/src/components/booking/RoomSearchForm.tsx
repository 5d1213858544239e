/**
 * The room search of the home page and the results page
 * (docs/requirements/pages-and-routes.md#room-pages): check-in, then either a number of nights
 * or a check-out date, and guests. Missing dates are highlighted with 'Required Fields
 * Missing'; a stay shorter than the minimum gets MESSAGES.minimumStay. A valid
 * search is a plain navigation to the results page — no server call from here. Sent before
 * the island hydrates, the form itself goes there (GET, with `nights` or `checkout`).
 */
import { STAY_LIMITS, addDays, stayProblems } from '@lakeside/contracts';
import { useRef, useState, type SubmitEvent } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import { countLabel, stayUrl } from './stay-helpers';
import './booking.css';

type Field = 'checkin' | 'checkout';

interface Props {
  texts: Dictionary['booking']['search'];
  /** Today at the retreat (yyyy-MM-dd): the earliest check-in. */
  today: string;
  /** Where a search goes, in the page's language ('/search-results', '/es/accommodation-search'). */
  action: string;
  /**
   * Shortest choice in the nights list: 2 on the home widget, 1 on the search page, where a
   * one-night choice gets the minimum-stay alert (docs/requirements/booking-rules.md#minimum-stay).
   */
  minNightsChoice: 1 | 2;
  /** Unique per page: ids of the controls. */
  idPrefix: string;
  initial?: { checkin?: string; checkout?: string; guests?: number; useNights?: boolean };
}

export default function RoomSearchForm({ texts, today, action, minNightsChoice, idPrefix, initial = {} }: Props) {
  const [checkin, setCheckin] = useState(initial.checkin ?? '');
  const [checkout, setCheckout] = useState(initial.checkout ?? '');
  const [useNights, setUseNights] = useState(initial.useNights ?? true);
  const [nights, setNights] = useState<number>(STAY_LIMITS.defaultNights);
  const [guests, setGuests] = useState(initial.guests ?? STAY_LIMITS.defaultGuests);
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [notice, setNotice] = useState<{ title?: string; text: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const noticeId = id('notice');

  const fail = (fields: Field[], text: string, title?: string) => {
    setInvalid(fields);
    setNotice({ title, text });
    const first = fields[0] === 'checkout' && useNights ? 'nights' : fields[0];
    if (first) form.current?.querySelector<HTMLElement>(`#${id(first)}`)?.focus();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Field[] = [];
    if (!checkin) missing.push('checkin');
    if (!useNights && !checkout) missing.push('checkout');
    if (missing.length) {
      const names = missing.map((field) => (field === 'checkin' ? texts.checkin : texts.checkout));
      return fail(missing, texts.pleaseFillIn.replace('{fields}', names.join(', ')), texts.requiredFieldsMissingTitle);
    }
    const departure = useNights ? addDays(checkin, nights) : checkout;
    const [broken] = stayProblems(checkin, departure, today);
    if (broken) return fail([broken.field], texts[broken.problem]);
    setInvalid([]);
    setNotice(null);
    window.location.assign(stayUrl(action, { checkin, checkout: departure, guests }));
  };

  const fieldProps = (field: Field) => ({
    'aria-invalid': invalid.includes(field) || undefined,
    'aria-describedby': invalid.includes(field) ? noticeId : undefined,
    className: invalid.includes(field) ? 'is-invalid' : undefined,
  });
  const nightChoices = Array.from(
    { length: STAY_LIMITS.maxNights - minNightsChoice + 1 },
    (_, index) => index + minNightsChoice,
  );

  return (
    <form ref={form} className="stay-form" method="get" action={action} noValidate onSubmit={onSubmit}>
      <div className="stay-fields">
        <div className="stay-field">
          <label htmlFor={id('checkin')}>{texts.checkin}</label>
          <input
            id={id('checkin')}
            name="checkin"
            type="date"
            min={today}
            required
            value={checkin}
            onChange={(event) => setCheckin(event.target.value)}
            {...fieldProps('checkin')}
          />
        </div>
        {useNights ? (
          <div className="stay-field">
            <label htmlFor={id('nights')}>{texts.nights}</label>
            <select
              id={id('nights')}
              name="nights"
              value={nights}
              onChange={(event) => setNights(Number(event.target.value))}
              {...fieldProps('checkout')}
            >
              {nightChoices.map((n) => (
                <option key={n} value={n}>
                  {countLabel(n, texts.oneNight, texts.nightsOption)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="stay-field">
            <label htmlFor={id('checkout')}>{texts.checkout}</label>
            <input
              id={id('checkout')}
              name="checkout"
              type="date"
              min={checkin || today}
              required
              value={checkout}
              onChange={(event) => setCheckout(event.target.value)}
              {...fieldProps('checkout')}
            />
          </div>
        )}
        <div className="stay-field">
          <label htmlFor={id('guests')}>{texts.guests}</label>
          <select
            id={id('guests')}
            name="guests"
            value={guests}
            onChange={(event) => setGuests(Number(event.target.value))}
          >
            {Array.from({ length: STAY_LIMITS.maxGuests }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {countLabel(n, texts.oneGuest, texts.guestOption)}
              </option>
            ))}
          </select>
        </div>
        <button className="button button-primary stay-submit" type="submit">
          {texts.submit}
        </button>
      </div>
      <button type="button" className="link-button" onClick={() => setUseNights(!useNights)}>
        {useNights ? texts.useCheckout : texts.useNights}
      </button>
      <div id={noticeId} role="alert" className="stay-notice-region">
        {notice && (
          <div className="notice notice-error">
            {notice.title && <p className="notice-title">{notice.title}</p>}
            <p>{notice.text}</p>
          </div>
        )}
      </div>
    </form>
  );
}
