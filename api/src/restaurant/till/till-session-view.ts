import type { PerCurrencyReply, TillSessionReply } from '@lakeside/contracts';
import type { TillSession } from './till-session.entity.js';

const perCurrency = (gtq: string | null, usd: string | null): PerCurrencyReply | null =>
  gtq === null || usd === null ? null : { Q: gtq, USD: usd };

export function toTillSessionReply(row: TillSession): TillSessionReply {
  return {
    id: row.id,
    till: row.till,
    status: row.closedAt ? 'closed' : 'open',
    openedAt: row.openedAt.toISOString(),
    openedBy: row.openedByName,
    float: { Q: row.floatGtq, USD: row.floatUsd },
    openingNote: row.openingNote,
    payments: row.paymentCount,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedByName,
    counted: perCurrency(row.countedGtq, row.countedUsd),
    expected: perCurrency(row.expectedGtq, row.expectedUsd),
    difference: perCurrency(row.differenceGtq, row.differenceUsd),
    closingNote: row.closingNote,
  };
}
