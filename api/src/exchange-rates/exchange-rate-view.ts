import type { ExchangeRateReply } from '@lakeside/contracts';
import type { ExchangeRate } from './exchange-rate.entity.js';

export function toExchangeRateReply(row: ExchangeRate): ExchangeRateReply {
  return {
    id: row.id,
    usdToGtq: row.usdToGtq,
    effectiveDate: row.effectiveDate,
    note: row.note,
    setBy: row.setByName,
    setAt: row.createdAt.toISOString(),
  };
}
