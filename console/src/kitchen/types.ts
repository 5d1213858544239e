import type { KitchenStatus, KitchenStep, KitchenTicketReply } from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';

/** The next step of a ticket (its button reads kitchen.step.<step>); served tickets leave the board. */
export const NEXT_STEP: Readonly<Partial<Record<KitchenStatus, KitchenStep>>> = {
  pending: 'preparing',
  preparing: 'ready',
  ready: 'served',
};

/** '0:09', '12:05', '1:02:03'. */
export function formatAge(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Where the dish goes: 'Table 4', 'Room 12', or the order type. */
export function destinationOf(
  ticket: Pick<KitchenTicketReply, 'tableNumber' | 'roomNumber' | 'orderType'>,
  translate: TranslateFunction,
): string {
  if (ticket.tableNumber) return translate('kitchen.destination.table', { number: ticket.tableNumber });
  if (ticket.roomNumber) return translate('kitchen.destination.room', { number: ticket.roomNumber });
  return translate(`kitchen.destination.${ticket.orderType}`);
}

/** "Table 4 · Ana López", or "Table 4" for a table order that gave no name. */
export function customerLineOf(
  ticket: Pick<KitchenTicketReply, 'tableNumber' | 'roomNumber' | 'orderType' | 'customerName'>,
  translate: TranslateFunction,
): string {
  return [destinationOf(ticket, translate), ticket.customerName].filter(Boolean).join(' · ');
}
