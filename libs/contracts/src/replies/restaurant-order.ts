/**
 * A restaurant order as the POS, the kitchen and the guest who placed it read it
 * (POST /api/restaurant/orders, GET /api/restaurant/orders[/:id], the till and cancellations):
 * the row, its lines with dish names and chosen options. Money in quetzales as 2-decimal strings.
 */
import { z } from 'zod';
import { CURRENCIES, ORDER_PAYMENT_STATUSES, POS_PAYMENT_METHODS } from '../enums/payments.js';
import { ORDER_ITEM_STATUSES, ORDER_SOURCES, ORDER_STATUSES, ORDER_TYPES } from '../enums/restaurant.js';
import { instantReply, moneyReply } from './reply.js';
import { taxSummaryFields } from './taxes.js';
import { exchangeRateValueReply } from './till.js';

const id = z.number().int();

export const orderLineOptionReply = z.object({
  modifierOptionId: id,
  name: z.string(),
  priceAdjustment: moneyReply,
});

export const orderLineReply = z.object({
  id,
  menuItemId: id,
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: moneyReply,
  totalPrice: moneyReply,
  /** The line's food and drink taxes as sold: included ones are part of totalPrice, added ones are not. */
  ...taxSummaryFields,
  specialRequests: z.string().nullable(),
  status: z.enum(ORDER_ITEM_STATUSES),
  options: z.array(orderLineOptionReply),
});

export const orderReply = z.object({
  id,
  orderNumber: z.string(),
  /** The UUID the client made before its first submit, so a retry finds the order. */
  clientOrderId: z.string().nullable(),
  source: z.enum(ORDER_SOURCES),
  orderType: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  roomNumber: z.string().nullable(),
  tableNumber: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  subtotal: moneyReply,
  /** The lines' added taxes: part of totalAmount. */
  taxAmount: moneyReply,
  /** The lines' included taxes: the part of the subtotal they are (the receipt's IVA). */
  taxIncluded: moneyReply,
  serviceCharge: moneyReply,
  discountAmount: moneyReply,
  totalAmount: moneyReply,
  currency: z.enum(CURRENCIES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  paymentMethod: z.enum(POS_PAYMENT_METHODS).nullable(),
  paidCurrency: z.enum(CURRENCIES).nullable(),
  paidAmount: moneyReply.nullable(),
  paidAt: instantReply.nullable(),
  /** Minutes the kitchen expects: the slowest dish's preparation time. */
  estimatedTime: z.number().int().nullable(),
  orderTime: instantReply,
  confirmedAt: instantReply.nullable(),
  readyAt: instantReply.nullable(),
  servedAt: instantReply.nullable(),
  items: z.array(orderLineReply),
});

export const orderListReply = z.array(orderReply);

/** POST /api/restaurant/orders/:id/payment: what to tell the guest, and the order now paid. */
export const tillPaymentReply = z.object({
  payment: z.object({
    method: z.enum(POS_PAYMENT_METHODS),
    /** Currency of amountDue and tendered. */
    currency: z.enum(CURRENCIES),
    /** The order's total in `currency` (for dollars: converted at exchangeRate, rounded up). */
    amountDue: moneyReply,
    tendered: moneyReply,
    /** A tip the guest left, in quetzales: kept from the cash, or added to the card charge. */
    tip: moneyReply,
    /** Change to hand back, in changeCurrency: always quetzales, also for dollars. */
    changeDue: moneyReply,
    changeCurrency: z.enum(CURRENCIES),
    /** Quetzales per dollar used for a dollar payment ("7.7500"); null otherwise. */
    exchangeRate: exchangeRateValueReply.nullable(),
    /** The till session the payment belongs to. */
    tillSessionId: z.number().int(),
  }),
  order: orderReply,
});

export type OrderLineOptionReply = z.infer<typeof orderLineOptionReply>;
export type OrderLineReply = z.infer<typeof orderLineReply>;
export type OrderReply = z.infer<typeof orderReply>;
export type TillPaymentReply = z.infer<typeof tillPaymentReply>;
