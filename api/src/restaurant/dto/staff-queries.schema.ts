/** Query strings of the staff screens: the order list, the kitchen board and the daily summary. */
import { z } from 'zod';
import { isCalendarDate, ORDER_STATUSES, type OrderStatus } from '@lakeside/contracts';
import { retreatToday } from '../../common/time/retreat-clock.js';
import { RESTAURANT_MESSAGES } from '../restaurant-messages.js';
import { retreatDayWindow } from '../retreat-day.js';

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
const isInstant = (value: string) => z.iso.datetime({ offset: true }).safeParse(value).success;

/** GET /api/restaurant/orders?status=pending,confirmed&since=2026-11-22&limit=50 */
export const orderListQuerySchema = z.object({
  /** One status or several, comma-separated; all statuses when absent. */
  status: z
    .string()
    .optional()
    .transform((text) => (text ? text.split(',').map((status) => status.trim()) : []))
    .refine((statuses) => statuses.every(isOrderStatus), { error: RESTAURANT_MESSAGES.invalidStatusFilter })
    .transform((statuses) => statuses.filter(isOrderStatus)),
  /** Orders placed at or after: a retreat day (its midnight) or an ISO date-time with its zone. */
  since: z
    .string()
    .optional()
    .refine((text) => text === undefined || isCalendarDate(text) || isInstant(text), {
      error: RESTAURANT_MESSAGES.invalidSince,
    })
    .transform((text) => {
      if (text === undefined) return null;
      return isCalendarDate(text) ? retreatDayWindow(text).from : new Date(text);
    }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** GET /api/restaurant/kitchen?station=3 */
export const kitchenQuerySchema = z.object({
  station: z.coerce.number({ error: RESTAURANT_MESSAGES.invalidStation }).int().positive().optional(),
});
export type KitchenQuery = z.output<typeof kitchenQuerySchema>;

/** GET /api/restaurant/summary?date=2026-11-22 (today at the retreat by default) */
export const summaryQuerySchema = z.object({
  date: z
    .string()
    .optional()
    .refine((text) => text === undefined || isCalendarDate(text), { error: RESTAURANT_MESSAGES.invalidDate })
    .transform((text) => text ?? retreatToday()),
});
export type SummaryQuery = z.output<typeof summaryQuerySchema>;
