/**
 * The one writer of journal entries. Every entry — a money event's, a manual one, a reversal —
 * goes through `postEntry`, inside the caller's transaction, so an event and its entry commit
 * or roll back together. It values dollar lines in quetzales, refuses an entry whose debits and
 * credits differ (400 ledger.unbalanced), posts nothing twice (the unique posting key), and
 * keeps closed months closed: a manual entry dated in one is refused (409 ledger.periodClosed),
 * an automatic one moves to the first day of the next open month (docs/decisions/0017-ledger.md).
 */
import {
  addMoney,
  fromCents,
  ledgerImbalanceCents,
  ledgerQuetzales,
  normalizeMoney,
  sumMoney,
  toCents,
  type CalendarDate,
  type Currency,
  type JournalSourceType,
  type MoneyString,
  type PostingRuleKey,
} from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { JournalEntryLine } from '../finance/journal-entry-line.entity.js';
import { JournalEntry } from '../finance/journal-entry.entity.js';
import { addToBudgets } from './budget-actuals.js';
import { LedgerError } from './ledger-errors.js';
import { firstOpenDate, isClosed, monthOf } from './ledger-periods.js';
import { ledgerRate } from './ledger-rates.js';
import { ruleAccounts } from './posting-accounts.js';

export interface PostingLineDraft {
  /** A posting rule's key (the retreat's mapping decides the account), or an account by id. */
  account: PostingRuleKey | { id: number };
  side: 'debit' | 'credit';
  /** In `currency`; a negative amount posts on the other side, a zero one is left out. */
  amount: MoneyString;
  currency: Currency;
  description?: string | null;
}

export interface PostingDraft {
  sourceType: JournalSourceType;
  /** The source row; null for manual entries. */
  sourceId: number | null;
  /** Which event of the source ("capture-12", "paid", "recorded"): with the source, posted once. */
  kind: string;
  date: CalendarDate;
  description: string;
  referenceNumber?: string | null;
  lines: readonly PostingLineDraft[];
  /** Quetzales per dollar for dollar lines; the rate of `date` when left out. */
  rate?: string | null;
  /**
   * 'automatic' (a money event: moved out of a closed month, a rounding cent between dollars
   * and quetzales goes to fx.differences) or 'manual' (refused in a closed month, never rounded).
   */
  origin: 'automatic' | 'manual';
  createdBy?: number | null;
  reversesEntryId?: number | null;
}

/**
 * Why `postEntry` wrote nothing: the event was posted before, it is in dollars and no rate exists
 * yet, or no money moved (a free class's ticket, an order of nothing).
 */
export type NotPosted = 'already-posted' | 'no-rate' | 'nothing-moved';

export async function postEntry(manager: EntityManager, draft: PostingDraft): Promise<JournalEntry | NotPosted> {
  if (await isPosted(manager, draft)) return 'already-posted';
  const date = await entryDate(manager, draft);
  const lines = draft.lines.map(normalizeSide).filter((line) => toCents(line.amount) > 0);
  // A manual entry of nothing is refused below as unbalanced; an event that moved no money has no entry.
  if (lines.length === 0 && draft.origin === 'automatic') return 'nothing-moved';
  const needsRate = lines.some((line) => line.currency !== 'Q');
  const rate = needsRate ? (draft.rate ?? (await ledgerRate(manager, date))) : null;
  if (needsRate && !rate) {
    if (draft.origin === 'manual') throw new LedgerError('ledger.noExchangeRate');
    return 'no-rate';
  }
  const accounts = await ruleAccounts(
    manager,
    lines.flatMap((line) => (typeof line.account === 'string' ? [line.account] : [])),
  );
  const valued = lines.map((line) => {
    const quetzales = ledgerQuetzales(line.amount, line.currency, line.currency === 'Q' ? null : rate);
    return {
      accountId: typeof line.account === 'string' ? accounts.get(line.account)! : line.account.id,
      debitAmount: line.side === 'debit' ? quetzales : '0.00',
      creditAmount: line.side === 'credit' ? quetzales : '0.00',
      currency: line.currency,
      currencyAmount: normalizeMoney(line.amount),
      exchangeRate: line.currency === 'Q' ? null : rate,
      description: line.description ?? null,
    };
  });
  if (draft.origin === 'automatic') await roundDollars(manager, valued, lines);
  assertBalanced(valued);

  const total = sumMoney(valued.map((line) => line.debitAmount));
  const { identifiers } = await manager.insert(JournalEntry, {
    entryDate: date,
    referenceNumber: draft.referenceNumber ?? null,
    description: draft.description.slice(0, 255),
    sourceType: draft.sourceType,
    sourceId: draft.sourceId,
    kind: draft.kind,
    totalAmount: total,
    isBalanced: true,
    reversesEntryId: draft.reversesEntryId ?? null,
    createdBy: draft.createdBy ?? null,
  });
  const entryId = (identifiers[0] as { id: number }).id;
  await manager.insert(
    JournalEntryLine,
    valued.map((line) => ({ ...line, journalEntryId: entryId })),
  );
  await addToBudgets(manager, date, valued);
  return manager.findOneOrFail(JournalEntry, { where: { id: entryId }, relations: { lines: true } });
}

/** The entry a money event posted, if any. */
export function postedEntry(
  manager: EntityManager,
  source: { sourceType: JournalSourceType; sourceId: number; kind: string },
): Promise<JournalEntry | null> {
  return manager.findOneBy(JournalEntry, {
    sourceType: source.sourceType,
    sourceId: source.sourceId,
    kind: source.kind,
  });
}

async function isPosted(manager: EntityManager, draft: PostingDraft): Promise<boolean> {
  // Manual entries have no source row: each is its own.
  if (draft.sourceId === null) return false;
  return (await postedEntry(manager, { ...draft, sourceId: draft.sourceId })) !== null;
}

async function entryDate(manager: EntityManager, draft: PostingDraft): Promise<CalendarDate> {
  if (draft.origin === 'automatic') return firstOpenDate(manager, draft.date);
  const month = monthOf(draft.date);
  if (await isClosed(manager, month)) throw new LedgerError('ledger.periodClosed', { params: { month } });
  return draft.date;
}

function normalizeSide(line: PostingLineDraft): PostingLineDraft {
  if (toCents(line.amount) >= 0) return line;
  return { ...line, side: line.side === 'debit' ? 'credit' : 'debit', amount: normalizeMoney(line.amount).slice(1) };
}

interface ValuedLine {
  accountId: number;
  debitAmount: MoneyString;
  creditAmount: MoneyString;
  currency: Currency;
  currencyAmount: MoneyString;
  exchangeRate: string | null;
  description: string | null;
}

/**
 * Each dollar line is rounded to the centavo on its own, so an event balanced in dollars can be
 * a few centavos off in quetzales: at most one per dollar line goes to fx.differences.
 */
async function roundDollars(manager: EntityManager, valued: ValuedLine[], lines: readonly PostingLineDraft[]) {
  const dollarLines = lines.filter((line) => line.currency !== 'Q').length;
  const imbalance = ledgerImbalanceCents(
    valued.map((line) => ({ debit: line.debitAmount, credit: line.creditAmount })),
  );
  if (imbalance === 0 || dollarLines === 0 || Math.abs(imbalance) > dollarLines) return;
  const accounts = await ruleAccounts(manager, ['fx.differences']);
  const amount = fromCents(Math.abs(imbalance));
  valued.push({
    accountId: accounts.get('fx.differences')!,
    debitAmount: imbalance < 0 ? amount : '0.00',
    creditAmount: imbalance > 0 ? amount : '0.00',
    currency: 'Q',
    currencyAmount: amount,
    exchangeRate: null,
    description: 'Rounding between dollars and quetzales',
  });
}

function assertBalanced(valued: readonly ValuedLine[]): void {
  const debits = addMoney(...valued.map((line) => line.debitAmount));
  const credits = addMoney(...valued.map((line) => line.creditAmount));
  if (valued.length < 2 || debits !== credits || toCents(debits) === 0) {
    throw new LedgerError('ledger.unbalanced', { params: { debits, credits } });
  }
}
