/**
 * The ledger (docs/decisions/0017-ledger.md): on `journal_entries` the posting `kind` (unique
 * with sourceType and sourceId, so no money event posts twice), the entry a reversal undoes and
 * who posted it; on `journal_entry_lines` the line's currency, its amount in that currency and
 * the rate; `posting_rules` (which account each side of a money event goes to) and
 * `ledger_periods` (closed months). Entries typed in the old grid get `isBalanced` derived from
 * their lines. The accounts the rules need are added when missing, with the rules pointing at
 * them; accounts stay on the way down (entries may use them).
 */
import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableVarchar } from './nullable-columns.js';

const ENTRY_COLUMNS: TableColumnOptions[] = [
  nullableVarchar('kind', 40),
  { name: 'reversesEntryId', type: 'integer', isNullable: true },
  { name: 'createdBy', type: 'integer', isNullable: true },
];
const LINE_COLUMNS: TableColumnOptions[] = [
  nullableVarchar('currency', 3),
  { name: 'currencyAmount', type: 'decimal', precision: 10, scale: 2, isNullable: true },
  { name: 'exchangeRate', type: 'decimal', precision: 10, scale: 4, isNullable: true },
];
const POSTING_KEY = new TableIndex({
  name: 'UQ_journal_entries_posting',
  columnNames: ['sourceType', 'sourceId', 'kind'],
  isUnique: true,
});

/** [code, name, type, parent code]: the groups and the accounts the rules below point at, as of this migration. */
const ACCOUNTS: readonly (readonly [string, string, string, string | null])[] = [
  ['1000', 'Assets', 'asset', null],
  ['2000', 'Liabilities', 'liability', null],
  ['4000', 'Revenue', 'revenue', null],
  ['5000', 'Expenses', 'expense', null],
  ['1010', 'Cash on hand (GTQ)', 'asset', '1000'],
  ['1020', 'Cash on hand (USD)', 'asset', '1000'],
  ['1100', 'Bank account', 'asset', '1000'],
  ['1150', 'PayPal clearing', 'asset', '1000'],
  ['1160', 'Card clearing', 'asset', '1000'],
  ['1200', 'Accounts receivable', 'asset', '1000'],
  ['1400', 'IVA credit', 'asset', '1000'],
  ['2100', 'IVA payable', 'liability', '2000'],
  ['2200', 'Guest deposits', 'liability', '2000'],
  ['2300', 'Tips payable', 'liability', '2000'],
  ['4010', 'Room revenue', 'revenue', '4000'],
  ['4020', 'Event tickets', 'revenue', '4000'],
  ['4030', 'Sauna & wellness', 'revenue', '4000'],
  ['4100', 'Restaurant food', 'revenue', '4000'],
  ['4200', 'Other sales', 'revenue', '4000'],
  ['4900', 'Refunds to guests', 'revenue', '4000'],
  ['5120', 'Till over/short', 'expense', '5000'],
  ['5130', 'Exchange differences', 'expense', '5000'],
];

/** [rule key, account code, purpose], as POSTING_RULE_KEYS and DEFAULT_POSTING_ACCOUNTS were then. */
const RULES: readonly (readonly [string, string, string])[] = [
  ['cash.Q', '1010', 'Cash in quetzales taken at the till or the desk, and expenses paid in cash (Q)'],
  ['cash.USD', '1020', 'Cash in dollars taken at the till or the desk, and expenses paid in cash (USD)'],
  ['bank', '1100', 'Expenses paid by card, transfer or cheque'],
  ['clearing.paypal', '1150', 'Online payments captured by PayPal (and the offline simulated provider)'],
  ['clearing.card', '1160', 'Card payments: Recurrente online, the desk and the POS terminal'],
  ['receivable', '1200', 'Invoices issued and not yet paid'],
  ['taxes.credit', '1400', 'IVA paid on purchases (crédito fiscal)'],
  ['taxes.payable', '2100', 'Taxes collected on sales (IVA, tourism tax), owed to SAT and INGUAT'],
  ['tips.payable', '2300', 'Tips kept in the till for the staff'],
  ['deposits', '2200', 'Prepayments for stays and events not yet delivered'],
  ['revenue.room', '4010', 'Room nights'],
  ['revenue.sauna', '4030', 'Sauna sessions'],
  ['revenue.event', '4020', 'Event tickets'],
  ['revenue.restaurant', '4100', 'Restaurant food and drink'],
  ['revenue.other', '4200', 'Invoiced sales of anything else'],
  ['refunds', '4900', 'Money given back to guests (reduces revenue)'],
  ['till.overShort', '5120', 'Cash counted over or short at the till close'],
  ['fx.differences', '5130', 'Rounding between dollars and quetzales'],
];

export class Ledger1763802600000 implements MigrationInterface {
  name = 'Ledger1763802600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    const precision = isMysql ? { precision: 6 } : {};
    const timestamp = (name: string): TableColumnOptions => ({ name, type: 'datetime', ...precision, default: now });
    const id: TableColumnOptions = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    };
    const varchar = (name: string, length: number): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
    });

    await addNullableColumns(queryRunner, 'journal_entries', ENTRY_COLUMNS);
    await addNullableColumns(queryRunner, 'journal_entry_lines', LINE_COLUMNS);
    await queryRunner.createIndex('journal_entries', POSTING_KEY);
    // Derived, no longer typed: an entry balances when its lines' debits equal their credits (in cents).
    await queryRunner.query(
      `UPDATE journal_entries SET isBalanced = CASE WHEN EXISTS (
         SELECT 1 FROM journal_entry_lines line WHERE line.journalEntryId = journal_entries.id
       ) AND (
         SELECT SUM(ROUND(line.debitAmount * 100)) - SUM(ROUND(line.creditAmount * 100))
         FROM journal_entry_lines line WHERE line.journalEntryId = journal_entries.id
       ) = 0 THEN 1 ELSE 0 END`,
    );

    await queryRunner.createTable(
      new Table({
        name: 'posting_rules',
        columns: [
          id,
          varchar('ruleKey', 40),
          { name: 'accountId', type: 'integer' },
          varchar('purpose', 255),
          { ...timestamp('updatedAt'), ...(isMysql ? { onUpdate: now } : {}) },
        ],
        indices: [
          new TableIndex({ name: 'UQ_posting_rules_ruleKey', columnNames: ['ruleKey'], isUnique: true }),
          new TableIndex({ name: 'IDX_posting_rules_accountId', columnNames: ['accountId'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_posting_rules_accountId',
            columnNames: ['accountId'],
            referencedTableName: 'chart_of_accounts',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'ledger_periods',
        columns: [
          id,
          varchar('month', 7),
          { name: 'closedById', type: 'integer' },
          varchar('closedByName', 100),
          timestamp('closedAt'),
        ],
        indices: [new TableIndex({ name: 'UQ_ledger_periods_month', columnNames: ['month'], isUnique: true })],
      }),
      true,
    );
    await addMissingAccounts(queryRunner);
    for (const [ruleKey, code, purpose] of RULES) {
      await queryRunner.query(
        'INSERT INTO posting_rules (ruleKey, accountId, purpose) SELECT ?, id, ? FROM chart_of_accounts WHERE accountCode = ?',
        [ruleKey, purpose, code],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ledger_periods', true);
    await queryRunner.dropTable('posting_rules', true);
    await queryRunner.dropIndex('journal_entries', POSTING_KEY.name!);
    await dropNullableColumns(queryRunner, 'journal_entry_lines', LINE_COLUMNS);
    await dropNullableColumns(queryRunner, 'journal_entries', ENTRY_COLUMNS);
  }
}

async function addMissingAccounts(queryRunner: QueryRunner): Promise<void> {
  for (const [code, name, type, parentCode] of ACCOUNTS) {
    const found = (await queryRunner.query('SELECT id FROM chart_of_accounts WHERE accountCode = ?', [
      code,
    ])) as unknown[];
    if (found.length > 0) continue;
    const parent = (
      parentCode ? await queryRunner.query('SELECT id FROM chart_of_accounts WHERE accountCode = ?', [parentCode]) : []
    ) as { id: number }[];
    await queryRunner.query(
      'INSERT INTO chart_of_accounts (accountCode, accountName, accountType, parentAccountId, isActive) VALUES (?, ?, ?, ?, ?)',
      [code, name, type, parent[0]?.id ?? null, 1],
    );
  }
}
