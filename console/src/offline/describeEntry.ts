/** How an outbox entry is named on screen, and its figures: the device's until the server's arrive. */
import { MENU_CURRENCY } from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';
import { formatMoney } from '../format/money';
import type { OutboxEntry, QueuedOrder } from './outbox';

/** "Ana López · Table 4" (an order placed offline has no number until the server gives it one). */
export function orderLabelOf(payload: QueuedOrder['payload'], translate: TranslateFunction): string {
  const where = payload.tableNumber
    ? translate('offline.entry.table', { number: payload.tableNumber })
    : payload.roomNumber
      ? translate('offline.entry.room', { number: payload.roomNumber })
      : null;
  return [payload.customerName, where].filter(Boolean).join(' · ');
}

export function describeEntry(entry: OutboxEntry, translate: TranslateFunction): { what: string; figures: string } {
  if (entry.kind === 'order') {
    const label = orderLabelOf(entry.payload, translate);
    const what = entry.placed
      ? translate('offline.entry.placedOrder', { number: entry.placed.orderNumber, label })
      : translate('offline.entry.order', { label });
    const figures = entry.placed
      ? translate('offline.entry.total', { amount: formatMoney(entry.placed.totalAmount, MENU_CURRENCY) })
      : translate('offline.entry.provisionalTotal', { amount: formatMoney(entry.payload.totalAmount, MENU_CURRENCY) });
    return { what, figures };
  }
  const settlement = entry.taken ?? entry.provisional;
  const figures = translate(entry.taken ? 'offline.entry.paid' : 'offline.entry.provisionalPaid', {
    tendered: formatMoney(settlement.tendered, settlement.currency),
    change: formatMoney(settlement.changeDue, settlement.changeCurrency),
  });
  return { what: translate('offline.entry.cashPayment', { label: entry.orderLabel }), figures };
}
