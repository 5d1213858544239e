/**
 * Orders and cash payments taken while the API could not be reached, in the order they were
 * taken (IndexedDB, so a closed tab or a restarted tablet loses nothing). Each carries the key
 * the server makes exactly-once by (clientOrderId, clientPaymentId). An entry stays after it is
 * sent, with the server's figures, until staff clear it; a refused one stays until resolved.
 * Every tab of the console hears of a change through a BroadcastChannel.
 */
import type { PosPaymentMethod, Settlement } from '@lakeside/contracts';
import type { OrderPayload } from '../pos/cart';
import { inStore, OUTBOX } from './deviceStore';

interface EntryBase {
  /** Order of taking, given by IndexedDB. */
  seq?: number;
  /** Epoch milliseconds. */
  takenAt: number;
  state: 'waiting' | 'sent' | 'refused';
  /** The server's reason, in its words, for a refused entry. */
  refusal?: string;
}

export interface QueuedOrder extends EntryBase {
  kind: 'order';
  payload: OrderPayload;
  /** The order as the server placed it, once sent: its number and its total (the one that counts). */
  placed?: { id: number; orderNumber: string; totalAmount: string };
}

/** Offline only cash: a card needs the terminal's connection. */
export type OfflineMethod = Extract<PosPaymentMethod, 'cash_gtq' | 'cash_usd'>;

export interface QueuedPayment extends EntryBase {
  kind: 'payment';
  clientPaymentId: string;
  /** A server order, or one queued before this payment (by its clientOrderId). */
  order: { id: number } | { clientOrderId: string };
  /** How the order is named on screen: its number, or the guest and table of a queued one. */
  orderLabel: string;
  request: { method: OfflineMethod; tendered: string; tip: string };
  /** The device's own settlement, shown as provisional until the server's arrives. */
  provisional: Settlement;
  taken?: Settlement;
}

export type OutboxEntry = QueuedOrder | QueuedPayment;

const CHANNEL = 'lakeside-till-outbox';

/** Tells the other tabs (and this one) that the outbox changed. */
export function announceChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export function onOutboxChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = listener;
  return () => channel.close();
}

export async function addToOutbox(entry: OutboxEntry): Promise<void> {
  await inStore(OUTBOX, 'readwrite', (store) => store.add(entry));
  announceChange();
}

export function outboxEntries(): Promise<OutboxEntry[]> {
  // Keys are the sequence: getAll returns them in the order they were taken.
  return inStore(OUTBOX, 'readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>);
}

export function saveEntry(entry: OutboxEntry): Promise<IDBValidKey> {
  return inStore(OUTBOX, 'readwrite', (store) => store.put(entry));
}

export async function removeEntries(seqs: readonly number[]): Promise<void> {
  for (const seq of seqs) await inStore(OUTBOX, 'readwrite', (store) => store.delete(seq));
  announceChange();
}

/** The clientOrderId of a queued order, or the id of a server one, a payment is for. */
export const paysQueuedOrder = (payment: QueuedPayment, order: QueuedOrder): boolean =>
  'clientOrderId' in payment.order && payment.order.clientOrderId === order.payload.clientOrderId;
