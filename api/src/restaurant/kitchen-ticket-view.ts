/** A kitchen ticket as the kitchen display shows it: one order line at one station. */
import type { KitchenPriority, KitchenStatus, OrderType } from '@lakeside/contracts';
import type { KitchenQueueItem } from './kitchen-queue-item.entity.js';
import type { OrderSource } from './order-source.js';

export interface KitchenTicketView {
  queueId: number;
  stationId: number | null;
  status: KitchenStatus;
  priority: KitchenPriority;
  orderId: number;
  orderNumber: string;
  orderType: OrderType;
  source: OrderSource;
  tableNumber: string | null;
  roomNumber: string | null;
  customerName: string;
  /** The whole order's note ("allergic to peanuts"), repeated on each of its tickets. */
  orderNotes: string | null;
  orderItemId: number;
  menuItemId: number;
  itemName: string;
  quantity: number;
  /** Chosen options by name, e.g. ["Fried", "Oat milk"]. */
  options: string[];
  specialRequests: string | null;
  orderTime: Date;
  /** Seconds since the order was placed, when this reply was made; screens count on from orderTime. */
  ageSeconds: number;
  /** Minutes the dish should take. */
  estimatedTime: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
}

/** The relations toTicketView reads. */
export const TICKET_VIEW_RELATIONS = {
  orderItem: { order: true, menuItem: true, modifiers: { modifierOption: true } },
} as const;

export function toTicketView(ticket: KitchenQueueItem, now: Date): KitchenTicketView {
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
    orderTime: order.orderTime,
    ageSeconds: Math.max(0, Math.floor((now.getTime() - order.orderTime.getTime()) / 1000)),
    estimatedTime: ticket.estimatedTime,
    startedAt: ticket.startedAt,
    completedAt: ticket.completedAt,
  };
}
