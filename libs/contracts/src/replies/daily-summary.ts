/** GET /api/restaurant/summary: one retreat day of the restaurant in figures (exact sums, quetzales and dollars). */
import { z } from 'zod';
import { CURRENCIES, POS_PAYMENT_METHODS } from '../enums/payments.js';
import { ORDER_TYPES } from '../enums/restaurant.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';
import { perCurrencyReply } from './till.js';

export const dailySummaryReply = z.object({
  date: calendarDateReply,
  timeZone: z.literal('America/Guatemala'),
  /** The instants the day covers, [from, to). */
  from: instantReply,
  to: instantReply,
  /** Orders placed that day, cancelled ones left out. */
  orders: z.number().int(),
  /** Value of the day's orders, per menu currency. */
  sales: perCurrencyReply,
  /** Money received for them, per currency received: cash in dollars counts in USD. */
  revenue: perCurrencyReply,
  byOrderType: z.record(z.enum(ORDER_TYPES), z.object({ orders: z.number().int(), sales: moneyReply })),
  byPaymentMethod: z.record(
    z.enum(POS_PAYMENT_METHODS),
    z.object({
      orders: z.number().int(),
      sales: moneyReply,
      received: z.object({ currency: z.enum(CURRENCIES), amount: moneyReply }),
    }),
  ),
  unpaid: z.object({ orders: z.number().int(), sales: moneyReply }),
  topItems: z.array(
    z.object({ menuItemId: z.number().int(), name: z.string(), quantity: z.number().int(), sales: moneyReply }),
  ),
});

export type DailySummaryContract = z.infer<typeof dailySummaryReply>;
