/** GET /api/restaurant/kitchen: the kitchen display's open tickets by station. */
import { z } from 'zod';
import { KITCHEN_PRIORITIES, KITCHEN_STATUSES, ORDER_SOURCES, ORDER_TYPES } from '../enums/restaurant.js';
import { instantReply } from './reply.js';

const id = z.number().int();

/** One order line at one station. */
export const kitchenTicketReply = z.object({
  queueId: id,
  stationId: id.nullable(),
  status: z.enum(KITCHEN_STATUSES),
  priority: z.enum(KITCHEN_PRIORITIES),
  orderId: id,
  orderNumber: z.string(),
  orderType: z.enum(ORDER_TYPES),
  source: z.enum(ORDER_SOURCES),
  tableNumber: z.string().nullable(),
  roomNumber: z.string().nullable(),
  customerName: z.string(),
  /** The whole order's note ("allergic to peanuts"), repeated on each of its tickets. */
  orderNotes: z.string().nullable(),
  orderItemId: id,
  menuItemId: id,
  itemName: z.string(),
  quantity: z.number().int(),
  /** Chosen options by name, e.g. ["Fried", "Oat milk"]. */
  options: z.array(z.string()),
  specialRequests: z.string().nullable(),
  orderTime: instantReply,
  /** Seconds since the order was placed, when the reply was made; screens count on from orderTime. */
  ageSeconds: z.number().int(),
  /** Minutes the dish should take. */
  estimatedTime: z.number().int().nullable(),
  startedAt: instantReply.nullable(),
  completedAt: instantReply.nullable(),
});

export const kitchenStationReply = z.object({
  /** null for the tickets that reached no station (none was active). */
  id: id.nullable(),
  name: z.string(),
  tickets: z.array(kitchenTicketReply),
});

export const kitchenBoardReply = z.object({
  generatedAt: instantReply,
  stations: z.array(kitchenStationReply),
});

export type KitchenTicketReply = z.infer<typeof kitchenTicketReply>;
export type KitchenStationReply = z.infer<typeof kitchenStationReply>;
export type KitchenBoardReply = z.infer<typeof kitchenBoardReply>;
