/**
 * Wizard step 2, Payment: the server's price night by night, its total, the cancellation
 * deadline, the required acceptance of the terms, and the provider's button — disabled, with
 * the reason beside it, until the terms are accepted. The order is created with the price the
 * availability call quoted (the server refuses any other); the booking is confirmed only by
 * the capture. Offline the API runs a simulated provider, shown as such; with PayPal
 * configured, PayPal's own buttons drive the same two calls. Where the retreat also takes cards
 * through Recurrente, the guest chooses: card creates the order and leaves for Recurrente's
 * page, which sends them back to /booking/return (BookingReturn) to be confirmed.
 */
import type {
  GuestDetails,
  PaymentProviderName,
  PaymentSetupReply,
  RoomCaptureReply,
  RoomPaymentOrderReply,
} from '@lakeside/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateMessage, translateRefusal } from '../../lib/i18n/translate-message';
import { fill, formatPrice } from '../../lib/format';
import { localizedPath } from '../../lib/i18n/paths';
import { capturePaymentOrder, createPaymentOrder, fetchPaymentSetup } from '../../lib/api/room-checkout';
import type { PostResult } from '../../lib/api/post-json';
import type { FieldErrors } from '../forms/field-errors';
import { StayNotice, type Notice } from './StayNotice';
import type { BookableRoom, QuotedStay } from './booking-types';
import PriceBreakdown from './PriceBreakdown';
import { loadPayPalSdk, type PayPalButtonActions } from './paypal-sdk';
import { rememberCardPayment } from './card-payment';
import ProviderChoice from '../payments/ProviderChoice';

interface Props {
  room: BookableRoom;
  quote: QuotedStay;
  guest: GuestDetails;
  lang: Lang;
  texts: Dictionary['booking']['wizard'];
  translations: MessageTranslations;
  nightsLabel: (nights: number) => string;
  onBack: () => void;
  onGuestErrors: (errors: FieldErrors) => void;
  onDatesTaken: () => void;
  onConfirmed: (reply: RoomCaptureReply) => void;
}

type SetupState = { kind: 'loading' } | { kind: 'ready'; setup: PaymentSetupReply } | { kind: 'failed' };

export default function PaymentStep(props: Props) {
  const {
    room,
    quote,
    guest,
    lang,
    texts,
    translations,
    nightsLabel,
    onBack,
    onGuestErrors,
    onDatesTaken,
    onConfirmed,
  } = props;
  const [setup, setSetup] = useState<SetupState>({ kind: 'loading' });
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [accepted, setAccepted] = useState(false);
  /** The guest's choice where several providers are offered; null until they pick (the default). */
  const [choice, setChoice] = useState<PaymentProviderName | null>(null);
  /** PayPal's SDK would not load: PayPal is unavailable, but a card through Recurrente may still be. */
  const [paypalFailed, setPaypalFailed] = useState(false);
  const paypalSlot = useRef<HTMLDivElement>(null);
  const termsBox = useRef<HTMLInputElement>(null);
  // PayPal's buttons are rendered once; they read the box and are enabled through these.
  const acceptedNow = useRef(false);
  const paypalActions = useRef<PayPalButtonActions | null>(null);
  const total = formatPrice(quote.totalPrice, quote.currency, lang);
  const [termsBefore, termsAfter = ''] = texts.acceptTerms.split('{terms}');

  useEffect(() => {
    acceptedNow.current = accepted;
    if (accepted) void paypalActions.current?.enable();
    else void paypalActions.current?.disable();
  }, [accepted]);

  useEffect(() => {
    let live = true;
    void fetchPaymentSetup().then(
      (reply) => live && setSetup(reply ? { kind: 'ready', setup: reply } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  /**
   * A refused call. A 409 on the order means a night was sold or held meanwhile; a 409 on
   * the capture has its own story (refund, cancelled), so the server's message says it.
   */
  const refused = (result: Extract<PostResult<unknown>, { ok: false }>, stage: 'order' | 'capture') => {
    setPaying(false);
    if (result.status === 409 && stage === 'order') return onDatesTaken();
    const guestErrors = Object.fromEntries(
      result.fieldErrors
        .filter((error) => /^booking\.(guestName|email|phone)$/.test(error.field))
        .map((error) => [error.field.slice('booking.'.length), translateMessage(translations, error.message)]),
    );
    if (Object.keys(guestErrors).length) return onGuestErrors(guestErrors);
    setNotice({
      title: texts.failedTitle,
      text: translateRefusal(translations, result) ?? texts.failed,
    });
  };

  const createOrder = async (provider?: PaymentProviderName): Promise<RoomPaymentOrderReply | null> => {
    const booking = {
      checkinDate: quote.checkin,
      checkoutDate: quote.checkout,
      roomType: room.id,
      guests: quote.guests,
      ...guest,
      language: lang,
    };
    const result = await createPaymentOrder(quote.totalPrice, booking, provider);
    if (result.ok) return result.data;
    refused(result, 'order');
    return null;
  };

  const capture = async (orderId: string) => {
    const result = await capturePaymentOrder(orderId);
    if (result.ok) onConfirmed(result.data);
    else refused(result, 'capture');
  };

  const paySimulated = async () => {
    setPaying(true);
    setNotice(null);
    const order = await createOrder();
    if (order) await capture(order.id);
  };

  /** The hold and Recurrente's checkout are made here; the guest pays on Recurrente's page. */
  const payByCard = async () => {
    setPaying(true);
    setNotice(null);
    const order = await createOrder('recurrente');
    if (!order?.approvalUrl) {
      setPaying(false);
      return;
    }
    rememberCardPayment({
      orderId: order.id,
      approvalUrl: order.approvalUrl,
      holdExpiresAt: order.holdExpiresAt,
      booked: room.name,
      startedFrom: `${window.location.pathname}${window.location.search}`,
    });
    window.location.assign(order.approvalUrl);
  };

  // PayPal's buttons live in their own iframe; they call back into the same two steps.
  const ready = setup.kind === 'ready' ? setup.setup : null;
  const chosen = choice ?? ready?.provider;
  const offersPayPal = ready?.offered.some((offer) => offer.provider === 'paypal') === true;
  useEffect(() => {
    if (!offersPayPal || !ready?.clientId || !paypalSlot.current) return;
    const slot = paypalSlot.current;
    loadPayPalSdk(ready.clientId, ready.currency)
      .then((paypal) =>
        paypal
          .Buttons({
            createOrder: async () => {
              const order = await createOrder('paypal');
              if (!order) throw new Error('order refused');
              return order.id;
            },
            onInit: (_data, actions) => {
              paypalActions.current = actions;
              if (!acceptedNow.current) void actions.disable();
            },
            // Disabled buttons still answer a click: point at the box instead of opening PayPal.
            onClick: (_data, actions) => {
              if (acceptedNow.current) return actions.resolve();
              termsBox.current?.focus();
              return actions.reject();
            },
            onApprove: ({ orderID }) => capture(orderID),
            // Cancel and SDK errors are only logged; a refused order already shows its notice
            // (docs/requirements/booking-rules.md#paying-for-a-room).
            onError: (error) => console.warn('PayPal error', error),
          })
          .render(slot),
      )
      .catch(() => setPaypalFailed(true));
    // createOrder/capture read the latest props through closure on each click; render once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  return (
    <div className="wizard-form">
      <h2 id="wizard-title">{texts.payment}</h2>
      <PriceBreakdown quote={quote} lang={lang} texts={texts} nightsLabel={nightsLabel} />
      <div className="wizard-terms">
        <input
          ref={termsBox}
          id="accept-terms"
          type="checkbox"
          required
          checked={accepted}
          disabled={paying}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <label htmlFor="accept-terms">
          {termsBefore}
          <a href={localizedPath('/terms', lang)} target="_blank" rel="noopener">
            {texts.termsLink}
          </a>
          {termsAfter}
        </label>
      </div>
      {!accepted && (
        <p id="accept-terms-first" className="wizard-muted">
          {texts.acceptTermsFirst}
        </p>
      )}
      {setup.kind === 'loading' && <p className="wizard-muted">{texts.loadingPayment}</p>}
      {setup.kind === 'failed' && <p className="notice notice-error">{texts.paymentUnavailable}</p>}
      {ready && (
        <ProviderChoice
          name="payment-provider"
          offered={ready.offered}
          chosen={chosen}
          disabled={paying}
          texts={texts}
          onChoose={setChoice}
        />
      )}
      {chosen === 'simulated' && (
        <div className="simulated-payment">
          <p className="simulated-label">{texts.simulatedLabel}</p>
          <PayButton accepted={accepted} busy={paying} onClick={() => void paySimulated()}>
            {paying ? texts.paying : fill(texts.pay, { total })}
          </PayButton>
        </div>
      )}
      {chosen === 'paypal' && paypalFailed && <p className="notice notice-error">{texts.paymentUnavailable}</p>}
      {offersPayPal && (
        <div
          ref={paypalSlot}
          hidden={chosen !== 'paypal'}
          className={accepted ? 'paypal-buttons' : 'paypal-buttons is-locked'}
          aria-describedby={accepted ? undefined : 'accept-terms-first'}
        />
      )}
      {chosen === 'recurrente' && (
        <div className="card-payment">
          <p className="wizard-muted">{texts.cardRedirect}</p>
          <PayButton accepted={accepted} busy={paying} onClick={() => void payByCard()}>
            {paying ? texts.redirecting : fill(texts.payCard, { total })}
          </PayButton>
        </div>
      )}
      <StayNotice id="payment-notice" notice={notice} />
      <button type="button" className="button button-outline" onClick={onBack} disabled={paying}>
        {texts.back}
      </button>
    </div>
  );
}

/** Our own pay button (simulated, card): disabled until the terms are accepted, saying why, and while paying. */
function PayButton(props: { accepted: boolean; busy: boolean; onClick: () => void; children: ReactNode }) {
  const { accepted, busy, onClick, children } = props;
  return (
    <button
      type="button"
      className="button button-accent"
      disabled={busy || !accepted}
      aria-describedby={accepted ? undefined : 'accept-terms-first'}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
