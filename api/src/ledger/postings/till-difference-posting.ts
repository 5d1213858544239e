/**
 * A till closed with its cash counted over or short: the drawer's cash account moves by the
 * difference, per currency, against till over/short (a credit when over, a debit when short).
 */
import { toCents, type CalendarDate } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import type { JournalEntry } from '../../finance/journal-entry.entity.js';
import type { TillSession } from '../../restaurant/till/till-session.entity.js';
import { postEntry, type NotPosted } from '../ledger-writer.js';

export async function postTillDifference(
  manager: EntityManager,
  session: TillSession,
  date: CalendarDate,
): Promise<JournalEntry | NotPosted | null> {
  const q = session.differenceGtq ?? '0.00';
  const usd = session.differenceUsd ?? '0.00';
  if (toCents(q) === 0 && toCents(usd) === 0) return null;
  return postEntry(manager, {
    sourceType: 'till_session',
    sourceId: session.id,
    kind: 'difference',
    date,
    description: `Till ${session.till} closed ${toCents(q) + toCents(usd) >= 0 ? 'over' : 'short'} (session ${session.id})`,
    origin: 'automatic',
    lines: [
      { account: 'cash.Q', side: 'debit', amount: q, currency: 'Q' },
      { account: 'till.overShort', side: 'credit', amount: q, currency: 'Q' },
      { account: 'cash.USD', side: 'debit', amount: usd, currency: 'USD' },
      { account: 'till.overShort', side: 'credit', amount: usd, currency: 'USD' },
    ],
  });
}
