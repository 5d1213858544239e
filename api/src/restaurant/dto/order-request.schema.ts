/**
 * POST /api/restaurant/orders: the agreed payload (contracts' restaurantOrderSchema, with its
 * messages and line-total checks) plus what a real restaurant needs on top:
 * - items[].modifierOptionIds: the options chosen for the line (none by default);
 * - clientOrderId: a UUID the client makes before its first submit, so a retry finds the order
 *   it already created instead of placing a second one;
 * - source: 'pos' (staff at the till; the staff sign-in is checked) or 'guest' (the menu page;
 *   the default, and only for a table or a room);
 * - the table for dine in and the room for room service (docs/requirements/restaurant.md#point-of-sale).
 */
import { z } from 'zod';
import {
  MESSAGES,
  orderItemSchema,
  restaurantOrderSchema,
  tooLong,
  whenParsed,
  type OrderType,
  ORDER_SOURCES,
} from '@lakeside/contracts';
import { RESTAURANT_MESSAGES } from '../restaurant-messages.js';

/** Lines in one order: a table of twelve ordering twice is far below it; a pasted list is not. */
export const MAX_ORDER_LINES = 50;
export const MAX_OPTIONS_PER_LINE = 20;
/** restaurant_orders.tableNumber is VARCHAR(10); the contracts allow 20 for rooms and tables alike. */
export const TABLE_NUMBER_MAX = 10;

/** What a guest may order from the public menu page: food brought to a table or to a room. */
export const GUEST_ORDER_TYPES: readonly OrderType[] = ['dine_in', 'room_service'];

const orderLineSchema = orderItemSchema.safeExtend({
  modifierOptionIds: z
    .array(z.int().positive(), { error: RESTAURANT_MESSAGES.invalidOptionIds })
    .max(MAX_OPTIONS_PER_LINE, { error: RESTAURANT_MESSAGES.invalidOptionIds })
    .nullish()
    .transform((ids) => ids ?? []),
});

export const orderRequestSchema = restaurantOrderSchema
  .safeExtend({
    items: z
      .array(orderLineSchema, { error: MESSAGES.cartEmpty })
      .min(1, { error: MESSAGES.cartEmpty })
      .max(MAX_ORDER_LINES, { error: RESTAURANT_MESSAGES.tooManyLines(MAX_ORDER_LINES) }),
    clientOrderId: z
      .uuid({ error: RESTAURANT_MESSAGES.invalidClientOrderId })
      .nullish()
      .transform((id) => id?.toLowerCase() ?? null),
    source: z.enum(ORDER_SOURCES, { error: RESTAURANT_MESSAGES.invalidSource }).default('guest'),
  })
  .superRefine(
    (order, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (order.orderType === 'dine_in' && !order.tableNumber) {
        issue('tableNumber', RESTAURANT_MESSAGES.tableNumberRequired);
      }
      if (order.tableNumber && order.tableNumber.length > TABLE_NUMBER_MAX)
        issue('tableNumber', tooLong(TABLE_NUMBER_MAX));
      if (order.orderType === 'room_service' && !order.roomNumber) {
        issue('roomNumber', RESTAURANT_MESSAGES.roomNumberRequired);
      }
      if (order.source === 'guest' && !GUEST_ORDER_TYPES.includes(order.orderType)) {
        issue('orderType', RESTAURANT_MESSAGES.guestOrderType);
      }
    },
    { when: whenParsed('orderType', 'source', 'tableNumber', 'roomNumber') },
  );

export type OrderRequest = z.output<typeof orderRequestSchema>;
