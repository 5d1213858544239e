/** How an outbox entry is named on screen, and its figures: the device's until the server's arrive. */
import { MENU_CURRENCY } from '@lakeside/contracts';
import { formatMoney } from '../format/money';
import type { OutboxEntry, QueuedOrder } from './outbox';

/** "Ana López · Table 4" (an order placed offline has no number until the server gives it one). */
export function orderLabelOf(payload: QueuedOrder['payload']): string {
  const where = payload.tableNumber
    ? `Table ${payload.tableNumber}`
    : payload.roomNumber
      ? `Room ${payload.roomNumber}`
      : null;
  return [payload.customerName, where].filter(Boolean).join(' · ');
}

export function describeEntry(entry: OutboxEntry): { what: string; figures: string } {
  if (entry.kind === 'order') {
    const what = entry.placed
      ? `Order ${entry.placed.orderNumber} · ${orderLabelOf(entry.payload)}`
      : `Order · ${orderLabelOf(entry.payload)}`;
    const figures = entry.placed
      ? `Total ${formatMoney(entry.placed.totalAmount, MENU_CURRENCY)}`
      : `Total ${formatMoney(entry.payload.totalAmount, MENU_CURRENCY)} (provisional)`;
    return { what, figures };
  }
  const settlement = entry.taken ?? entry.provisional;
  const figures = `Paid ${formatMoney(settlement.tendered, settlement.currency)} · change ${formatMoney(settlement.changeDue, settlement.changeCurrency)}${entry.taken ? '' : ' (provisional)'}`;
  return { what: `Cash payment · ${entry.orderLabel}`, figures };
}
