/**
 * A room stay's folio (docs/decisions/0019-folio-and-revenue.md): its nights, the meals charged
 * to the room, its payments, and the balance due derived from them — and the stays in house
 * today that the till can charge a meal to.
 */
import { z } from 'zod';
import { orderReply } from './restaurant-order.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';

/** A stay the till may charge to: checked in, not yet checked out. */
export const inHouseStayReply = z.object({
  bookingId: z.number().int(),
  reference: z.string(),
  roomType: z.string(),
  roomName: z.string(),
  guestName: z.string(),
  checkinDate: calendarDateReply,
  checkoutDate: calendarDateReply,
});
export type InHouseStayReply = z.infer<typeof inHouseStayReply>;

/** GET /api/folio/in-house: today's in-house stays, by room. */
export const inHouseStayListReply = z.array(inHouseStayReply);

/** A meal on the folio: the order as sold in quetzales and its value in the stay's currency. */
export const folioChargeReply = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** The retreat day it was charged. */
  date: calendarDateReply,
  chargedAt: instantReply,
  quetzales: moneyReply,
  taxQuetzales: moneyReply,
  /** Quetzales per dollar used; null for a stay in quetzales. */
  exchangeRate: z.string().nullable(),
  /** In the folio's currency. */
  amount: moneyReply,
  /** Paid by one of the stay's payments. */
  settled: z.boolean(),
});
export type FolioChargeReply = z.infer<typeof folioChargeReply>;

export const folioPaymentReply = z.object({
  id: z.number().int(),
  kind: z.enum(['capture', 'refund']),
  /** desk, paypal, recurrente, simulated. */
  provider: z.string(),
  /** cash_gtq | cash_usd | card at the desk; the provider's reference otherwise. */
  method: z.string().nullable(),
  amount: moneyReply,
  currency: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  createdAt: instantReply,
});

/** GET /api/folio/stays/:id: the folio of a room booking. */
export const folioReply = z.object({
  bookingId: z.number().int(),
  reference: z.string(),
  guestName: z.string(),
  currency: z.string(),
  /** The nights at their rates with their added taxes (the booking's totalPrice). */
  nights: moneyReply,
  /** What the nights still owe. */
  nightsDue: moneyReply,
  charges: z.array(folioChargeReply),
  /** Meals not yet paid, in the folio's currency. */
  mealsDue: moneyReply,
  payments: z.array(folioPaymentReply),
  /** nightsDue + mealsDue: what the guest owes now. */
  balanceDue: moneyReply,
});
export type FolioReply = z.infer<typeof folioReply>;

/** POST /api/restaurant/orders/:id/room-charge: the charge and the order, now charged_to_room. */
export const roomChargeReply = z.object({ charge: folioChargeReply, order: orderReply });
export type RoomChargeReply = z.infer<typeof roomChargeReply>;
