/**
 * What a change to dearer dates left to pay, paid from the manage page through the provider the
 * booking was paid with (docs/requirements/policies.md#changing-dates): PayPal's buttons, a card
 * on Recurrente's page (/booking/return confirms on the way back and links here again), or the
 * simulated provider offline. The API orders exactly what is owed and records the capture once;
 * without JavaScript the page says what is owed and that the retreat takes it on arrival.
 */
import type { PaymentProviderName } from '@lakeside/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { captureBalance, orderBalance } from '../../lib/api/balance-payment';
import type { Refusal } from '../../lib/api/post-json';
import { fetchPaymentSetup } from '../../lib/api/room-checkout';
import { fill } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateRefusal } from '../../lib/i18n/translate-message';
import { rememberCardPayment } from '../booking/card-payment';
import { loadPayPalSdk } from '../booking/paypal-sdk';

interface Props {
  reference: string;
  /** The manage link's token: only the guest may ask for the order. */
  token: string;
  /** The balance as the page shows it ("$65.00"). */
  amount: string;
  provider: PaymentProviderName;
  texts: Dictionary['manageBooking']['payment'];
  translations: MessageTranslations;
}

const noSubscription = () => () => undefined;

type State = { kind: 'idle' } | { kind: 'paying' } | { kind: 'paid' } | { kind: 'failed'; message: string };

export default function PayBalance({ reference, token, amount, provider, texts, translations }: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  // The button works only once hydrated; before that (or without JavaScript) the sentence stands alone.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [paypalSlot, setPaypalSlot] = useState<HTMLDivElement | null>(null);

  const failed = (result: Refusal) =>
    setState({ kind: 'failed', message: translateRefusal(translations, result) ?? texts.balanceNotPaid });
  const captured = async (orderId: string) => {
    const result = await captureBalance(orderId);
    if (result.ok) setState({ kind: 'paid' });
    else failed(result);
  };

  async function pay() {
    setState({ kind: 'paying' });
    const order = await orderBalance(reference, token);
    if (!order.ok) return failed(order);
    const { id, approvalUrl, holdExpiresAt } = order.data;
    if (!approvalUrl) return captured(id);
    // Recurrente's page: the return page confirms and brings the guest back here.
    const startedFrom = `${window.location.pathname}${window.location.search}`;
    rememberCardPayment({ orderId: id, approvalUrl, holdExpiresAt, booked: null, startedFrom });
    window.location.assign(approvalUrl);
  }

  // PayPal pays in its own buttons, which make the order and hand back its approval.
  useEffect(() => {
    const slot = paypalSlot;
    if (provider !== 'paypal' || !slot) return;
    void fetchPaymentSetup().then(async (setup) => {
      if (!setup?.clientId) return;
      const paypal = await loadPayPalSdk(setup.clientId, setup.currency);
      await paypal
        .Buttons({
          createOrder: async () => {
            const order = await orderBalance(reference, token);
            if (order.ok) return order.data.id;
            failed(order);
            throw new Error('order refused');
          },
          onApprove: ({ orderID }) => captured(orderID),
          onError: () => setState({ kind: 'failed', message: texts.balanceNotPaid }),
        })
        .render(slot);
    });
    return () => slot.replaceChildren();
    // The buttons render once per slot; they read the link through the closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paypalSlot, provider]);

  if (state.kind === 'paid') {
    return (
      <p className="balance balance-paid" role="status">
        {fill(texts.balancePaid, { amount })}
      </p>
    );
  }
  const label = fill(provider === 'recurrente' ? texts.payBalanceByCard : texts.payBalance, { amount });
  return (
    <div className="pay-balance">
      <p className="balance">{fill(ready ? texts.balanceDueOnline : texts.balanceDue, { amount })}</p>
      {ready && provider === 'paypal' && <div ref={setPaypalSlot} className="paypal-slot" />}
      {ready && provider !== 'paypal' && (
        <button
          type="button"
          className="button button-accent"
          disabled={state.kind === 'paying'}
          onClick={() => void pay()}
        >
          {state.kind === 'paying' ? texts.payingBalance : label}
        </button>
      )}
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
