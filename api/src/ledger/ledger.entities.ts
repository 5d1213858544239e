import { LedgerPeriod } from './ledger-period.entity.js';
import { PostingRule } from './posting-rule.entity.js';

/** The ledger's own tables; its entries and lines are finance's (journal_entries, journal_entry_lines). */
export const LEDGER_ENTITIES = [PostingRule, LedgerPeriod];
