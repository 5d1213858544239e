import { orderReply } from '@lakeside/contracts';
import { useRef, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { newClientOrderId, orderPayload, orderProblem, type CartLine } from './cart';
import type { OrderReply } from '@lakeside/contracts';
import type { CustomerDetails } from './types';
import { isNetworkFailure } from '../offline/readThrough';
import type { QueuedOrder } from '../offline/outbox';

export const ORDERS_PATH = 'restaurant/orders';

/**
 * The server's words for a refusal: its first field message, else its message
 * (docs/requirements/restaurant.md#point-of-sale).
 */
export function refusalOf(error: unknown, fallback: string): { message: string; fields: Record<string, string> } {
  if (!(error instanceof HttpError)) return { message: fallback, fields: {} };
  const fields = ((error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {}) as Record<string, string>;
  const first = Object.values(fields).find((message) => typeof message === 'string');
  const own = error.message && !/^HTTP Error/.test(error.message) ? error.message : undefined;
  return { message: first ?? own ?? fallback, fields };
}

/**
 * Place Order. One client order id per order, kept until the order is placed or cleared:
 * a double click is stopped by `pending`, and a retry after a lost reply sends the same id,
 * so the server answers with the order it already made instead of making a second one.
 * With no network (or no answer from the API) the order goes to the outbox under that id
 * instead, priced by the device for now, and is sent when the connection returns.
 */
export function usePlaceOrder(
  onPlaced: (order: OrderReply) => void,
  queue: (order: QueuedOrder) => Promise<void>,
  onQueued: (order: QueuedOrder) => void,
) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const clientOrderId = useRef(newClientOrderId());
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function place(lines: CartLine[], customer: CustomerDetails) {
    if (pending) return;
    const problem = orderProblem(lines, customer);
    setFieldErrors(problem && lines.length ? { customerName: translate(problem) } : {});
    if (problem) return notify(problem, { type: 'error' });
    setPending(true);
    const payload = orderPayload(lines, customer, clientOrderId.current);
    const keep = async () => {
      const queued: QueuedOrder = { kind: 'order', takenAt: Date.now(), state: 'waiting', payload };
      await queue(queued);
      clientOrderId.current = newClientOrderId();
      notify('pos.notices.queued', { type: 'info' });
      onQueued(queued);
    };
    try {
      if (!navigator.onLine) return await keep();
      const order = await dataProvider.postJson(ORDERS_PATH, payload, orderReply);
      clientOrderId.current = newClientOrderId();
      notify('pos.notices.placed', { type: 'success', messageArgs: { number: order.orderNumber } });
      onPlaced(order);
    } catch (error) {
      if (isNetworkFailure(error)) return await keep();
      const refusal = refusalOf(error, translate('pos.notices.failed'));
      setFieldErrors(refusal.fields);
      notify(refusal.message, { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  function reset() {
    clientOrderId.current = newClientOrderId();
    setFieldErrors({});
  }

  return { place, pending, fieldErrors, reset };
}
