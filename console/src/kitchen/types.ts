import type { KitchenStatus, KitchenStep, KitchenTicketReply } from '@lakeside/contracts';

/** The next step of a ticket and its button's words; served tickets leave the board. */
export const NEXT_STEP: Readonly<Partial<Record<KitchenStatus, { status: KitchenStep; label: string }>>> = {
  pending: { status: 'preparing', label: 'Start preparing' },
  preparing: { status: 'ready', label: 'Mark ready' },
  ready: { status: 'served', label: 'Mark served' },
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
export function destinationOf(ticket: Pick<KitchenTicketReply, 'tableNumber' | 'roomNumber' | 'orderType'>): string {
  if (ticket.tableNumber) return `Table ${ticket.tableNumber}`;
  if (ticket.roomNumber) return `Room ${ticket.roomNumber}`;
  return ticket.orderType === 'takeaway' ? 'Takeaway' : ticket.orderType === 'delivery' ? 'Delivery' : 'Room service';
}
