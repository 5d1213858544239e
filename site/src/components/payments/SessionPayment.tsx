/**
 * The price and payment part of the event dialog and the sauna form: the server's breakdown
 * and total, the cancellation deadline the booking will record (a date and time in Guatemala),
 * how to pay (now, or at the retreat where the retreat offers it), with which provider where
 * several are offered (the room's chooser), the required acceptance of the terms, and PayPal's
 * buttons once the guest goes on to pay with PayPal (or, by card, the way to Recurrente's page).
 */
import type { SessionQuoteLineReply } from '@lakeside/contracts';
import { fill, formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import { cancellationTerms } from '../booking/cancellation-terms';
import { taxLines } from '../booking/tax-lines';
import ProviderChoice from './ProviderChoice';
import TermsAcceptance, { termsFirstId } from './TermsAcceptance';
import type { SessionPaymentState } from './use-session-payment';
import '../booking/booking.css';
import './payments.css';

export type SessionPaymentTexts = Dictionary['activities']['sessionPayment'];

interface Props {
  /** Prefixes the controls' ids: 'event', 'sauna'. */
  id: string;
  lang: Lang;
  texts: SessionPaymentTexts;
  payment: SessionPaymentState;
  /** While the form is being sent: the choices stay as they are. */
  busy: boolean;
}

function lineLabel(line: SessionQuoteLineReply, texts: SessionPaymentTexts, lang: Lang, currency: string): string {
  const price = formatMoney(line.unitPrice, currency, lang);
  return line.item === 'tickets'
    ? fill(texts.ticketsLine, { n: line.quantity, price })
    : fill(texts.saunaLine, { n: line.minutes ?? 0 });
}

export default function SessionPayment({ id, lang, texts, payment, busy }: Props) {
  const { quote, setup, method, offersAtRetreat, awaitingPayPal, setPaypalSlot } = payment;
  const ready = quote.kind === 'ready' ? quote.quote : null;
  const taxes = ready && taxLines(ready.taxes, lang, texts);
  return (
    <section className="session-payment" aria-labelledby={`${id}-payment-title`}>
      <h3 id={`${id}-payment-title`}>{texts.heading}</h3>
      {quote.kind === 'none' && <p className="wizard-muted">{texts.chooseFirst}</p>}
      {quote.kind === 'loading' && <p className="wizard-muted">{texts.loadingQuote}</p>}
      {quote.kind === 'failed' && <p className="notice notice-error">{texts.quoteFailed}</p>}
      {ready && (
        <>
          <ul className="session-breakdown" data-testid={`${id}-breakdown`}>
            {ready.lines.map((line) => (
              <li key={line.item}>
                <span>{lineLabel(line, texts, lang, ready.currency)}</span>{' '}
                <span>{formatMoney(line.amount, ready.currency, lang)}</span>
              </li>
            ))}
            {taxes?.added.map((tax) => (
              <li key={tax.label}>
                <span>{tax.label}</span> <span>{formatMoney(tax.amount, ready.currency, lang)}</span>
              </li>
            ))}
            <li className="session-breakdown-total">
              <span>{texts.total}</span>{' '}
              <strong data-testid={`${id}-quote-total`}>{formatMoney(ready.totalPrice, ready.currency, lang)}</strong>
            </li>
          </ul>
          {taxes?.included.map((tax) => (
            <p key={tax.label} className="wizard-muted">
              {fill(texts.includedTax, { term: tax.label, amount: formatMoney(tax.amount, ready.currency, lang) })}
            </p>
          ))}
          <p className="wizard-muted" data-testid={`${id}-cancellation`}>
            {cancellationTerms(ready.freeCancellationUntil, lang, texts)}
          </p>
        </>
      )}
      {offersAtRetreat ? (
        <fieldset className="choice-group" disabled={busy}>
          <legend>{texts.howToPay}</legend>
          {(['now', 'atRetreat'] as const).map((choice) => (
            <label key={choice} className="duration">
              <input
                type="radio"
                name={`${id}-pay-method`}
                value={choice}
                checked={method === choice}
                onChange={() => payment.choose(choice)}
              />{' '}
              {choice === 'now' ? texts.payNow : texts.payAtRetreat}
            </label>
          ))}
        </fieldset>
      ) : (
        ready && <p className="field-hint">{texts.payNowOnly}</p>
      )}
      {method === 'now' && setup && (
        <ProviderChoice
          name={`${id}-payment-provider`}
          offered={setup.offered}
          chosen={payment.provider}
          disabled={busy}
          texts={texts}
          onChoose={payment.chooseProvider}
        />
      )}
      {payment.viaCard && <p className="field-hint">{texts.cardRedirect}</p>}
      {method === 'now' && payment.provider === 'simulated' && (
        <p className="simulated-label">{texts.simulatedLabel}</p>
      )}
      {method === 'now' && setup === null && <p className="notice notice-error">{texts.paymentUnavailable}</p>}
      <TermsAcceptance
        id={`${id}-accept-terms`}
        lang={lang}
        texts={texts}
        accepted={payment.accepted}
        disabled={busy}
        onChange={payment.accept}
      />
      {awaitingPayPal && <p className="field-hint">{texts.finishWithPayPal}</p>}
      <div ref={setPaypalSlot} className="paypal-buttons" hidden={!awaitingPayPal} />
    </section>
  );
}

/** What the form's button says for the chosen way to pay. */
export function submitLabel(payment: SessionPaymentState, texts: SessionPaymentTexts, lang: Lang, atRetreat: string) {
  if (payment.method === 'atRetreat') return atRetreat;
  if (payment.viaPayPal) return texts.continueToPayPal;
  const ready = payment.quote.kind === 'ready' ? payment.quote.quote : null;
  if (!ready) return texts.payNow;
  const total = formatMoney(ready.totalPrice, ready.currency, lang);
  return fill(payment.viaCard ? texts.payCard : texts.payTotal, { total });
}

/** Whether the form may be sent: priced, the terms accepted, and a way to pay. */
export function canSubmit(payment: SessionPaymentState): boolean {
  const priced = payment.quote.kind === 'ready';
  const payable = payment.method === 'atRetreat' || payment.setup !== null;
  return priced && payment.accepted && payable && !payment.awaitingPayPal;
}

export { termsFirstId };
