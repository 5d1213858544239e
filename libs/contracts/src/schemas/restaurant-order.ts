import { z } from 'zod';
import { POS_PAYMENT_METHODS } from '../enums/payments.js';
import { ORDER_STATUSES, ORDER_TYPES, type OrderType } from '../enums/restaurant.js';
import { MENU_LIMITS, TEXT_LIMITS } from '../limits.js';
import { MESSAGES, tooLong } from '../messages.js';
import { moneyEquals, multiplyMoney, sumMoney } from '../money.js';
import {
  enumField,
  idField,
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  whenParsed,
} from './fields.js';
import { makeMoneyAmount } from './money-fields.js';

const orderAmount = () => makeMoneyAmount({ invalid: MESSAGES.amountMin });

/** One line of a restaurant order. Prices are in quetzales, as on the menu. */
export const orderItemSchema = z
  .object(
    {
      menuItemId: idField(MESSAGES.menuItemRequired),
      quantity: z
        .int({ error: MESSAGES.quantityMin })
        .min(1, { error: MESSAGES.quantityMin })
        .max(MENU_LIMITS.maxQuantityPerLine, { error: MESSAGES.quantityMax }),
      /** Menu price when ordered; the server checks it against the current menu. */
      unitPrice: orderAmount(),
      /** unitPrice × quantity. */
      totalPrice: orderAmount(),
      /** "No onions"; null when none (the POS sends null). */
      specialRequests: optionalText(TEXT_LIMITS.specialRequests),
    },
    { error: MESSAGES.orderLineInvalid },
  )
  .superRefine(
    (item, ctx) => {
      if (!moneyEquals(item.totalPrice, multiplyMoney(item.unitPrice, item.quantity))) {
        ctx.addIssue({
          code: 'custom',
          message: MESSAGES.lineTotalMismatch,
          path: ['totalPrice'],
          input: item.totalPrice,
        });
      }
    },
    { when: whenParsed('quantity', 'unitPrice', 'totalPrice') },
  );
export type OrderItemInput = z.input<typeof orderItemSchema>;
export type OrderItemParsed = z.output<typeof orderItemSchema>;

/**
 * Whether an order of this type must carry the customer's name. A dine-in order is known by its
 * table (which the API requires), so a waiter need not ask for a name; a takeaway, a delivery or
 * a room-service order is called out or carried to someone, so it needs one
 * (docs/requirements/restaurant.md#point-of-sale).
 */
export function orderNeedsCustomerName(orderType: OrderType): boolean {
  return orderType !== 'dine_in';
}

/** POST /api/restaurant/orders, the point-of-sale payload (docs/requirements/restaurant.md#orders). */
export const restaurantOrderSchema = z
  .object({
    orderType: enumField(ORDER_TYPES, MESSAGES.orderTypeRequired),
    /** Required unless the order is for a table (orderNeedsCustomerName); '' when left out. */
    customerName: z
      .string({ error: MESSAGES.customerNameRequired })
      .trim()
      .max(TEXT_LIMITS.guestName, { error: tooLong(TEXT_LIMITS.guestName) })
      .nullish()
      .transform((name) => name ?? ''),
    customerPhone: optionalPhoneField(),
    /** Checked only when given; a receipt is sent to it. */
    customerEmail: optionalEmailField(),
    /** For room_service. */
    roomNumber: optionalText(TEXT_LIMITS.roomOrTableNumber),
    /** For dine_in. */
    tableNumber: optionalText(TEXT_LIMITS.roomOrTableNumber),
    specialInstructions: optionalText(TEXT_LIMITS.notes),
    /** Sum of the line totals. */
    subtotal: orderAmount(),
    /** What the guest pays; may differ from the subtotal by tax, service or discount. */
    totalAmount: orderAmount(),
    /** How the guest pays, when known at ordering time. */
    paymentMethod: z
      .enum(POS_PAYMENT_METHODS, { error: MESSAGES.invalidPosPaymentMethod })
      .nullish()
      .transform((value) => value ?? null),
    /** The cart; at least one line (POS: 'Cart is empty'). */
    items: z.array(orderItemSchema, { error: MESSAGES.cartEmpty }).min(1, { error: MESSAGES.cartEmpty }),
  })
  .superRefine(
    (order, ctx) => {
      if (!moneyEquals(order.subtotal, sumMoney(order.items.map((item) => item.totalPrice)))) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.subtotalMismatch, path: ['subtotal'], input: order.subtotal });
      }
    },
    { when: whenParsed('subtotal', 'items') },
  )
  .superRefine(
    (order, ctx) => {
      if (orderNeedsCustomerName(order.orderType) && !order.customerName) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.customerNameRequired, path: ['customerName'] });
      }
    },
    { when: whenParsed('orderType', 'customerName') },
  );
export type RestaurantOrderInput = z.input<typeof restaurantOrderSchema>;
export type RestaurantOrderParsed = z.output<typeof restaurantOrderSchema>;

/** Kitchen and POS status change of an order. */
export const orderStatusUpdateSchema = z.object({
  status: enumField(ORDER_STATUSES, MESSAGES.invalidStatus),
});
export type OrderStatusUpdateInput = z.input<typeof orderStatusUpdateSchema>;
