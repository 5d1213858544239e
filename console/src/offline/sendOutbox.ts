/**
 * Sends the outbox in the order it was taken: each order, then the payments that follow it.
 * The server takes each key once, so an entry sent twice (a reply lost on the way back, two tabs,
 * two tablets) makes nothing new and gets the same reply. Sending stops at the first entry the
 * API could not hear (no network, the API down, the session ended) and resumes from there next
 * time; an entry the server refuses (a dish switched off meanwhile, a price changed) is marked
 * refused with its reason, for staff to resolve, and the rest carries on. Tabs take turns through
 * a Web Lock, so one sends while the other waits and then finds nothing left to send.
 */
import { orderReply, tillPaymentReply, type ReplySchema } from '@lakeside/contracts';
import { HttpError, type TranslateFunction } from 'react-admin';
import { refusalOf } from '../pos/usePlaceOrder';
import { ORDERS_PATH } from '../pos/usePlaceOrder';
import { isNetworkFailure } from './readThrough';
import {
  outboxEntries,
  paysQueuedOrder,
  saveEntry,
  type OutboxEntry,
  type QueuedOrder,
  type QueuedPayment,
} from './outbox';

export type Post = <T>(path: string, body: unknown, contract: ReplySchema<T>) => Promise<T>;

/** 'stopped': the API could not be reached or the session ended; what is left waits. */
export type SendOutcome = 'done' | 'stopped';

const LOCK = 'lakeside-till-outbox';

/** `translate` words the refusals kept with an entry, in the language the console speaks when they come. */
export function sendOutbox(post: Post, translate: TranslateFunction): Promise<SendOutcome> {
  const run = () => sendAll(post, translate);
  return typeof navigator.locks === 'undefined' ? run() : navigator.locks.request(LOCK, run);
}

async function sendAll(post: Post, translate: TranslateFunction): Promise<SendOutcome> {
  const entries = await outboxEntries();
  for (const entry of entries) {
    if (entry.state !== 'waiting') continue;
    const outcome =
      entry.kind === 'order'
        ? await sendOrder(entry, post, translate)
        : await sendPayment(entry, entries, post, translate);
    if (outcome === 'stopped') return 'stopped';
    await saveEntry(entry);
  }
  return 'done';
}

/** Whether a failure means "try again later" rather than "the server said no". */
function isStop(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  return error instanceof HttpError && (error.status === 401 || error.status >= 500);
}

async function sendOrder(entry: QueuedOrder, post: Post, translate: TranslateFunction): Promise<SendOutcome | 'sent'> {
  try {
    const order = await post(ORDERS_PATH, entry.payload, orderReply);
    entry.state = 'sent';
    entry.placed = { id: order.id, orderNumber: order.orderNumber, totalAmount: order.totalAmount };
    return 'sent';
  } catch (error) {
    if (isStop(error)) return 'stopped';
    entry.state = 'refused';
    entry.refusal = refusalOf(error, translate('offline.refusal.order')).message;
    return 'sent';
  }
}

async function sendPayment(
  entry: QueuedPayment,
  entries: readonly OutboxEntry[],
  post: Post,
  translate: TranslateFunction,
): Promise<SendOutcome | 'sent'> {
  let orderId: number;
  if ('id' in entry.order) orderId = entry.order.id;
  else {
    const order = entries.find(
      (other): other is QueuedOrder => other.kind === 'order' && paysQueuedOrder(entry, other),
    );
    if (order?.state === 'refused' || !order) {
      entry.state = 'refused';
      entry.refusal = translate('offline.refusal.orderRefused');
      return 'sent';
    }
    if (!order.placed) return 'stopped';
    orderId = order.placed.id;
  }
  try {
    const reply = await post(
      `${ORDERS_PATH}/${orderId}/payment`,
      { ...entry.request, clientPaymentId: entry.clientPaymentId },
      tillPaymentReply,
    );
    entry.state = 'sent';
    entry.taken = reply.payment;
    return 'sent';
  } catch (error) {
    if (isStop(error)) return 'stopped';
    entry.state = 'refused';
    entry.refusal = refusalOf(error, translate('offline.refusal.payment')).message;
    return 'sent';
  }
}
