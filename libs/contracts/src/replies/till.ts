/**
 * The till's replies: the day's dollar rate and its history, till sessions, and the X and Z
 * reports (expected against counted cash per currency, cards, tips, who closed it).
 */
import { z } from 'zod';
import { CURRENCIES, POS_PAYMENT_METHODS } from '../enums/payments.js';
import { TILL_REPORT_KINDS } from '../till.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';

/** Quetzales per dollar with four decimals, "7.7500". */
export const exchangeRateValueReply = z.string().regex(/^\d{1,2}\.\d{4}$/);

/** One rate as a manager set it; a later row for the same day replaces it, the earlier stays as history. */
export const exchangeRateReply = z.object({
  id: z.number().int(),
  usdToGtq: exchangeRateValueReply,
  /** The first retreat day the rate applies to; it holds until a later one. */
  effectiveDate: calendarDateReply,
  note: z.string().nullable(),
  /** The manager's username. */
  setBy: z.string(),
  setAt: instantReply,
});

/** GET /api/exchange-rates: the history, newest first. */
export const exchangeRateListReply = z.array(exchangeRateReply);

/** GET /api/exchange-rates/current: the rate in force today at the retreat, null when none was ever set. */
export const currentExchangeRateReply = z.object({
  date: calendarDateReply,
  rate: exchangeRateReply.nullable(),
});

/** An amount in each currency the drawer holds. */
export const perCurrencyReply = z.object({ Q: moneyReply, USD: moneyReply });

export const tillSessionReply = z.object({
  id: z.number().int(),
  till: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: instantReply,
  openedBy: z.string(),
  /** The float counted into the drawer when it opened. */
  float: perCurrencyReply,
  openingNote: z.string().nullable(),
  /** Payments taken in the session so far. */
  payments: z.number().int(),
  closedAt: instantReply.nullable(),
  closedBy: z.string().nullable(),
  /** Cash counted at the close, per currency (null while open). */
  counted: perCurrencyReply.nullable(),
  /** What the drawer should have held at the close: float + cash taken − change given. */
  expected: perCurrencyReply.nullable(),
  /** counted − expected: negative when cash is missing. */
  difference: perCurrencyReply.nullable(),
  closingNote: z.string().nullable(),
});

export const tillSessionListReply = z.array(tillSessionReply);

/** GET /api/till: the open session of the restaurant's till (null when closed) and today's dollar rate. */
export const currentTillReply = z.object({
  session: tillSessionReply.nullable(),
  exchangeRate: exchangeRateReply.nullable(),
});

/** The cash of one currency through a session. */
export const tillCashReply = z.object({
  float: moneyReply,
  /** Cash handed over by guests (the tendered amounts). */
  received: moneyReply,
  /** Change handed back (always quetzales: dollars get their change in Q). */
  changeGiven: moneyReply,
  /** float + received − changeGiven. */
  expected: moneyReply,
  /** Null until the close (an X report of an open session). */
  counted: moneyReply.nullable(),
  difference: moneyReply.nullable(),
});

/**
 * GET /api/till/sessions/:id/report and the close's reply: X while the session is open, Z once
 * closed. Every figure is derived from the session's payments (orders paid in it).
 */
export const tillReportReply = z.object({
  kind: z.enum(TILL_REPORT_KINDS),
  generatedAt: instantReply,
  session: tillSessionReply,
  /** Orders paid in the session, their value (quetzales, before tips). */
  sales: z.object({ orders: z.number().int(), total: moneyReply }),
  byMethod: z.record(z.enum(POS_PAYMENT_METHODS), z.object({ payments: z.number().int(), sales: moneyReply })),
  cash: z.record(z.enum(CURRENCIES), tillCashReply),
  /** Card payments: their sales, the tips added on the terminal, and what the terminal charged. */
  card: z.object({ payments: z.number().int(), sales: moneyReply, tips: moneyReply, total: moneyReply }),
  /** Tips in quetzales: left from cash (they are in the drawer) and added to cards. */
  tips: z.object({ cash: moneyReply, card: moneyReply, total: moneyReply }),
  /** The dollar rates the session's dollar payments used, in the order first used. */
  exchangeRates: z.array(exchangeRateValueReply),
});

export type ExchangeRateReply = z.infer<typeof exchangeRateReply>;
export type CurrentExchangeRateReply = z.infer<typeof currentExchangeRateReply>;
export type PerCurrencyReply = z.infer<typeof perCurrencyReply>;
export type TillSessionReply = z.infer<typeof tillSessionReply>;
export type CurrentTillReply = z.infer<typeof currentTillReply>;
export type TillCashReply = z.infer<typeof tillCashReply>;
export type TillReportReply = z.infer<typeof tillReportReply>;
