/**
 * What the guest is about to pay for, as the server priced it (docs/requirements/policies.md):
 * the nights with their rates — consecutive nights at one rate on one line — the taxes added
 * to them, the total, the part of it included taxes are, and the free-cancellation deadline
 * the booking will record, on the retreat's clock.
 */
import './price-breakdown.css';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import { fill, formatCalendarDate, formatPrice } from '../../lib/format';
import type { QuotedStay } from './booking-types';
import { cancellationTerms } from './cancellation-terms';
import { groupNights } from './night-groups';
import { taxLines } from './tax-lines';

interface Props {
  quote: QuotedStay;
  lang: Lang;
  texts: Dictionary['booking']['wizard'];
  nightsLabel: (nights: number) => string;
}

export default function PriceBreakdown({ quote, lang, texts, nightsLabel }: Props) {
  const money = (amount: string) => formatPrice(amount, quote.currency, lang);
  const groups = groupNights(quote.nightly);
  const night = (date: string) => formatCalendarDate(date, lang, { weekday: 'short', month: 'short', day: 'numeric' });
  const { added, included } = taxLines(quote.taxes, lang, texts);
  return (
    <>
      <div className="wizard-price">
        <ul className="wizard-nights" aria-label={texts.priceBreakdown}>
          {groups.map((group) => (
            <li key={group.first}>
              <span>
                {/* One rate for the whole stay needs no dates: the dialog's head shows them. */}
                {groups.length > 1 && (
                  <span className="wizard-night-dates">
                    {group.count === 1
                      ? night(group.first)
                      : fill(texts.nightsRange, { first: night(group.first), last: night(group.last) })}
                  </span>
                )}
                {fill(texts.nightsTimesRate, { nights: nightsLabel(group.count), rate: money(group.rate) })}
              </span>
              <span>{money(group.subtotal)}</span>
            </li>
          ))}
          {added.map((tax) => (
            <li key={tax.label} className="wizard-tax">
              <span>{tax.label}</span>
              <span>{money(tax.amount)}</span>
            </li>
          ))}
        </ul>
        <p className="wizard-total">
          <span>{texts.total}</span>
          <strong>{money(quote.totalPrice)}</strong>
        </p>
        {included.length > 0 && (
          <ul className="wizard-included-taxes">
            {included.map((tax) => (
              <li key={tax.label}>{fill(texts.includedTax, { term: tax.label, amount: money(tax.amount) })}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="wizard-policy">{cancellationTerms(quote.freeCancellationUntil, lang, texts)}</p>
    </>
  );
}
