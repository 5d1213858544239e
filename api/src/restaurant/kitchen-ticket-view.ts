/** A kitchen ticket as the kitchen display shows it (the contracts' kitchenTicketReply): one order line at one station. */
import type { KitchenTicketReply } from '@lakeside/contracts';
import type { KitchenQueueItem } from './kitchen-queue-item.entity.js';

/** The relations toTicketView reads. */
export const TICKET_VIEW_RELATIONS = {
  orderItem: { order: true, menuItem: true, modifiers: { modifierOption: true } },
} as const;

export function toTicketView(ticket: KitchenQueueItem, now: Date): KitchenTicketReply {
  const line = ticket.orderItem;
  const order = line.order;
  return {
    queueId: ticket.id,
    stationId: ticket.stationId,
    status: ticket.status,
    priority: ticket.priority,
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    source: order.source,
    tableNumber: order.tableNumber,
    roomNumber: order.roomNumber,
    customerName: order.customerName,
    orderNotes: order.specialInstructions,
    orderItemId: line.id,
    menuItemId: line.menuItemId,
    itemName: line.menuItem.name,
    quantity: line.quantity,
    options: [...line.modifiers].sort((a, b) => a.id - b.id).map((modifier) => modifier.modifierOption.name),
    specialRequests: line.specialRequests,
    orderTime: order.orderTime.toISOString(),
    ageSeconds: Math.max(0, Math.floor((now.getTime() - order.orderTime.getTime()) / 1000)),
    estimatedTime: ticket.estimatedTime,
    startedAt: ticket.startedAt?.toISOString() ?? null,
    completedAt: ticket.completedAt?.toISOString() ?? null,
  };
}
