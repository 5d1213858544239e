/**
 * Loyalty at the till. Walk-in diners have no website account, so a member gets a name, a phone
 * and an e-mail of their own (each unique when present, stored normalised). A payment names the
 * member it is for (restaurant_orders.loyaltyMemberId) and one order earns and redeems at most
 * once each (a unique key on loyalty_transactions (orderId, transactionType)). The rules the
 * retreat sets live in one row of `loyalty_settings`, seeded with the contracts' defaults. A
 * redeemed discount is booked to its own contra-revenue account (4910) by the posting rule
 * `discounts.loyalty`. Nullable columns added in place.
 */
import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableVarchar } from './nullable-columns.js';

const MEMBER_COLUMNS = [nullableVarchar('name', 100), nullableVarchar('phone', 20), nullableVarchar('email', 255)];
const MEMBER_INDICES = [
  new TableIndex({ name: 'UQ_loyalty_program_phone', columnNames: ['phone'], isUnique: true }),
  new TableIndex({ name: 'UQ_loyalty_program_email', columnNames: ['email'], isUnique: true }),
];
const ONCE_PER_ORDER = new TableIndex({
  name: 'UQ_loyalty_transactions_orderId_type',
  columnNames: ['orderId', 'transactionType'],
  isUnique: true,
});
const ORDER_COLUMNS: TableColumnOptions[] = [{ name: 'loyaltyMemberId', type: 'integer', isNullable: true }];
const ORDER_MEMBER_INDEX = new TableIndex({
  name: 'IDX_restaurant_orders_loyaltyMemberId',
  columnNames: ['loyaltyMemberId'],
});
/** DEFAULT_LOYALTY_SETTINGS as they were then. */
const DEFAULTS = {
  pointsPerQuetzal: '0.10',
  pointValue: '0.25',
  minimumRedeem: 40,
  tierThresholds: { bronze: '0.00', silver: '2000.00', gold: '5000.00', platinum: '10000.00' },
};
const DISCOUNT_ACCOUNT = [
  '4910',
  'Loyalty discounts',
  'revenue',
  '4000',
  'Loyalty points redeemed off restaurant orders; a debit that reduces revenue.',
] as const;
const DISCOUNT_RULE = ['discounts.loyalty', 'Loyalty points redeemed as a discount (reduces revenue)'] as const;

export class LoyaltyAtTheTill1763900000000 implements MigrationInterface {
  name = 'LoyaltyAtTheTill1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    const precision = isMysql ? { precision: 6 } : {};
    const money = (name: string): TableColumnOptions => ({ name, type: 'decimal', precision: 10, scale: 2 });

    await addNullableColumns(queryRunner, 'loyalty_program', MEMBER_COLUMNS);
    for (const index of MEMBER_INDICES) await queryRunner.createIndex('loyalty_program', index);
    await queryRunner.createIndex('loyalty_transactions', ONCE_PER_ORDER);
    await addNullableColumns(queryRunner, 'restaurant_orders', ORDER_COLUMNS);
    await queryRunner.createIndex('restaurant_orders', ORDER_MEMBER_INDEX);

    await queryRunner.createTable(
      new Table({
        name: 'loyalty_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          money('pointsPerQuetzal'),
          money('pointValue'),
          { name: 'minimumRedeem', type: 'integer' },
          { name: 'tierThresholds', type: 'text' },
          { name: 'updatedById', type: 'integer', isNullable: true },
          {
            name: 'updatedAt',
            type: 'datetime',
            ...precision,
            default: now,
            ...(isMysql ? { onUpdate: now } : {}),
          },
        ],
      }),
      true,
    );
    const { pointsPerQuetzal, pointValue, minimumRedeem, tierThresholds } = DEFAULTS;
    await queryRunner.query(
      'INSERT INTO loyalty_settings (pointsPerQuetzal, pointValue, minimumRedeem, tierThresholds) VALUES (?, ?, ?, ?)',
      [pointsPerQuetzal, pointValue, minimumRedeem, JSON.stringify(tierThresholds)],
    );

    const [code, accountName, type, parentCode, description] = DISCOUNT_ACCOUNT;
    await queryRunner.query(
      `INSERT INTO chart_of_accounts (accountCode, accountName, accountType, parentAccountId, isActive, description)
       SELECT ?, ?, ?, (SELECT id FROM chart_of_accounts WHERE accountCode = ?), ?, ?
       WHERE NOT EXISTS (SELECT 1 FROM chart_of_accounts WHERE accountCode = ?)`,
      [code, accountName, type, parentCode, 1, description, code],
    );
    await queryRunner.query(
      'INSERT INTO posting_rules (ruleKey, accountId, purpose) SELECT ?, id, ? FROM chart_of_accounts WHERE accountCode = ?',
      [DISCOUNT_RULE[0], DISCOUNT_RULE[1], code],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The account stays: entries may have been posted to it, and the chart keeps its history.
    await queryRunner.query('DELETE FROM posting_rules WHERE ruleKey = ?', [DISCOUNT_RULE[0]]);
    await queryRunner.dropTable('loyalty_settings', true);
    await queryRunner.dropIndex('restaurant_orders', ORDER_MEMBER_INDEX.name!);
    await dropNullableColumns(queryRunner, 'restaurant_orders', ORDER_COLUMNS);
    await queryRunner.dropIndex('loyalty_transactions', ONCE_PER_ORDER.name!);
    for (const index of MEMBER_INDICES) await queryRunner.dropIndex('loyalty_program', index.name!);
    await dropNullableColumns(queryRunner, 'loyalty_program', MEMBER_COLUMNS);
  }
}
