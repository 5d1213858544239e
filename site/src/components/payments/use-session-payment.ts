/**
 * How the event dialog and the sauna form take a booking's money: the server's quote for what
 * is chosen (breakdown, cancellation deadline, whether paying at the retreat is offered), the
 * guest's choice between paying now and at the retreat, the required acceptance of the terms,
 * and `send`, which the form's submission calls with the checked body. Paying now holds the
 * place and makes the order (checkout), then captures it — at once with the simulated
 * provider, or once the guest approves in PayPal's own buttons; both answer with the booking,
 * as the pay-at-retreat POST does, so the forms show one outcome either way. Where the retreat
 * also takes cards (Recurrente), the guest chooses as for a room: card holds the place, makes
 * the hosted checkout and leaves for it; /booking/return confirms on the way back.
 */
import type { PaymentProviderName, PaymentSetupReply, SessionQuoteReply } from '@lakeside/contracts';
import { useEffect, useRef, useState } from 'react';
import type { ReplyReader } from '../../lib/api/browser-fetch';
import { postJson, type PostResult } from '../../lib/api/post-json';
import { fetchPaymentSetup } from '../../lib/api/room-checkout';
import {
  bookingsPath,
  captureSessionOrder,
  fetchSessionQuote,
  startSessionCheckout,
  type SessionKind,
} from '../../lib/api/session-checkout';
import { rememberCardPayment } from '../booking/card-payment';
import { loadPayPalSdk } from '../booking/paypal-sdk';

export type PayMethod = 'now' | 'atRetreat';

export type QuoteState =
  { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; quote: SessionQuoteReply } | { kind: 'failed' };

/** The guest left PayPal's window without paying, or PayPal failed: nothing was charged. */
const notPaid = () => ({ ok: false as const, status: 0, code: null, message: null, fieldErrors: [] });

interface Options<Reply> {
  kind: SessionKind;
  /** What the form has chosen, as the quote's query; null until it can be priced. */
  query: Record<string, string> | null;
  loadReply: () => Promise<ReplyReader<Reply>>;
  /** What the return page names after a card payment (the event's title); unset where the kind says it (sauna). */
  booked?: string;
}

interface Pending<Reply> {
  body: Record<string, unknown>;
  resolve: (result: PostResult<Reply>) => void;
}

export function useSessionPayment<Reply>({ kind, query, loadReply, booked }: Options<Reply>) {
  const [quote, setQuote] = useState<QuoteState>({ kind: 'none' });
  const [setup, setSetup] = useState<PaymentSetupReply | null | undefined>(undefined);
  const [choice, setChoice] = useState<PayMethod>('atRetreat');
  /** The guest's provider where several are offered; null until they pick (the default, the first offered). */
  const [providerChoice, setProviderChoice] = useState<PaymentProviderName | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [awaitingPayPal, setAwaitingPayPal] = useState(false);
  const pending = useRef<Pending<Reply> | null>(null);
  // A callback ref: the slot is rendered by SessionPayment, and the buttons wait for it.
  const [paypalSlot, setPaypalSlot] = useState<HTMLDivElement | null>(null);
  const queryKey = query ? new URLSearchParams(query).toString() : '';

  useEffect(() => {
    if (!query) return setQuote({ kind: 'none' });
    let live = true;
    setQuote({ kind: 'loading' });
    void fetchSessionQuote(kind, query).then(
      (reply) => live && setQuote(reply ? { kind: 'ready', quote: reply } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
    // The query is compared by its text (queryKey): the form builds a new object on every render.
  }, [kind, queryKey]);

  useEffect(() => {
    void fetchPaymentSetup().then(setSetup);
  }, []);

  const offersAtRetreat = quote.kind === 'ready' && quote.quote.payAtRetreat;
  // Until the quote says otherwise, the guest's choice stands (paying at the retreat by default).
  const onlineOnly = quote.kind === 'ready' && !quote.quote.payAtRetreat;
  const method: PayMethod = onlineOnly ? 'now' : choice;
  const provider = providerChoice ?? setup?.provider;
  const viaPayPal = method === 'now' && provider === 'paypal' && Boolean(setup?.clientId);
  const viaCard = method === 'now' && provider === 'recurrente';
  // The choice is sent only where there was one to make; alone, the server takes its default.
  const withChoice = (body: Record<string, unknown>) =>
    provider && (setup?.offered.length ?? 0) > 1 ? { ...body, provider } : body;

  const capture = (orderId: string) => captureSessionOrder(kind, orderId, loadReply);

  function finish(result: PostResult<Reply>) {
    pending.current?.resolve(result);
    pending.current = null;
    setAwaitingPayPal(false);
  }

  async function send(body: Record<string, unknown>): Promise<PostResult<Reply>> {
    if (method === 'atRetreat') return postJson(bookingsPath(kind), body, loadReply);
    if (viaPayPal) {
      return new Promise((resolve) => {
        pending.current = { body, resolve };
        setAwaitingPayPal(true);
      });
    }
    if (viaCard) return payByCard(body);
    const order = await startSessionCheckout(kind, withChoice(body));
    return order.ok ? capture(order.data.id) : order;
  }

  /** Holds the place and leaves for Recurrente's page; the return page confirms. Never resolves once it leaves. */
  async function payByCard(body: Record<string, unknown>): Promise<PostResult<Reply>> {
    const order = await startSessionCheckout(kind, withChoice(body));
    if (!order.ok) return order;
    const { id, approvalUrl, holdExpiresAt } = order.data;
    if (!approvalUrl) return notPaid();
    rememberCardPayment({
      orderId: id,
      approvalUrl,
      holdExpiresAt,
      booked: booked ?? null,
      startedFrom: `${window.location.pathname}${window.location.search}`,
    });
    window.location.assign(approvalUrl);
    // The page is leaving: the form stays busy until it has.
    return new Promise<never>(() => undefined);
  }

  // PayPal's buttons live in their own iframe; they appear once the form's details passed, and
  // call back into the same checkout and capture.
  useEffect(() => {
    const slot = paypalSlot;
    if (!awaitingPayPal || !setup?.clientId || !slot) return;
    loadPayPalSdk(setup.clientId, setup.currency)
      .then((paypal) =>
        paypal
          .Buttons({
            createOrder: async () => {
              const order = await startSessionCheckout(kind, withChoice(pending.current?.body ?? {}));
              if (order.ok) return order.data.id;
              finish(order);
              throw new Error('order refused');
            },
            onApprove: async ({ orderID }) => finish(await capture(orderID)),
            onCancel: () => finish(notPaid()),
            onError: (error) => {
              console.warn('PayPal error', error);
              if (pending.current) finish(notPaid());
            },
          })
          .render(slot),
      )
      .catch(() => finish(notPaid()));
    return () => slot.replaceChildren();
    // capture and finish read the pending payment through its ref; the buttons render once per payment.
  }, [awaitingPayPal, paypalSlot]);

  return {
    quote,
    setup,
    method,
    offersAtRetreat,
    choose: setChoice,
    accepted,
    accept: setAccepted,
    provider,
    chooseProvider: setProviderChoice,
    viaPayPal,
    viaCard,
    awaitingPayPal,
    setPaypalSlot,
    send,
  };
}

export type SessionPaymentState = ReturnType<typeof useSessionPayment>;
