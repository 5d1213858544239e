/**
 * A till session's figures, pure and exact (cents): what the drawer should hold per currency
 * (float + cash handed over − change given), cards, tips, and against the count the
 * difference. Derived from the session's payments every time; the close freezes the result.
 */
import { POS_PAYMENT_METHODS, type Currency, type PosPaymentMethod } from './enums/payments.js';
import { subtractMoney, sumMoney } from './money.js';
import type { TillCashReply, TillReportReply } from './replies/till.js';
import { CHANGE_CURRENCY, TENDER_CURRENCY } from './till-settle.js';

/** One order paid in the session, as the till recorded it. */
export interface SessionPayment {
  paymentMethod: PosPaymentMethod;
  /** The order's total, quetzales. */
  totalAmount: string;
  /** Cash handed over in the method's currency; for a card, what the terminal charged. */
  tendered: string;
  /** Change handed back, quetzales. */
  changeGiven: string;
  /** Tip, quetzales. */
  tipAmount: string;
  exchangeRate: string | null;
}

export interface SessionCash {
  float: Record<Currency, string>;
  /** Null while the session is open. */
  counted: Record<Currency, string> | null;
}

export type TillFigures = Omit<TillReportReply, 'kind' | 'generatedAt' | 'session'>;

const isCash = (method: PosPaymentMethod) => method !== 'card';

export function tillFigures(session: SessionCash, payments: readonly SessionPayment[]): TillFigures {
  const sum = (rows: readonly SessionPayment[], pick: (row: SessionPayment) => string) => sumMoney(rows.map(pick));
  const byMethod = (method: PosPaymentMethod) => payments.filter((payment) => payment.paymentMethod === method);
  const cash = payments.filter((payment) => isCash(payment.paymentMethod));
  const card = byMethod('card');

  const cashOf = (currency: Currency): TillCashReply => {
    const received = sum(
      cash.filter((payment) => TENDER_CURRENCY[payment.paymentMethod] === currency),
      (payment) => payment.tendered,
    );
    const changeGiven = currency === CHANGE_CURRENCY ? sum(cash, (payment) => payment.changeGiven) : '0.00';
    const float = session.float[currency];
    const expected = subtractMoney(sumMoney([float, received]), changeGiven);
    const counted = session.counted?.[currency] ?? null;
    return { float, received, changeGiven, expected, counted, difference: counted && subtractMoney(counted, expected) };
  };

  const cashTips = sum(cash, (payment) => payment.tipAmount);
  const cardTips = sum(card, (payment) => payment.tipAmount);
  return {
    sales: { orders: payments.length, total: sum(payments, (payment) => payment.totalAmount) },
    byMethod: Object.fromEntries(
      POS_PAYMENT_METHODS.map((method) => {
        const rows = byMethod(method);
        return [method, { payments: rows.length, sales: sum(rows, (payment) => payment.totalAmount) }];
      }),
    ) as TillFigures['byMethod'],
    cash: { Q: cashOf('Q'), USD: cashOf('USD') },
    card: {
      payments: card.length,
      sales: sum(card, (payment) => payment.totalAmount),
      tips: cardTips,
      total: sum(card, (payment) => payment.tendered),
    },
    tips: { cash: cashTips, card: cardTips, total: sumMoney([cashTips, cardTips]) },
    exchangeRates: [
      ...new Set(payments.flatMap((payment) => (payment.exchangeRate === null ? [] : [payment.exchangeRate]))),
    ],
  };
}
