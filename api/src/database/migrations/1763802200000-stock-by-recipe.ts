/**
 * Stock by recipe: what each modifier option adds to (or, signed, takes from) a dish's recipe
 * (`modifier_option_ingredients`), and each stock item's weighted average cost (nullable: items
 * bought before have none, added in place on both drivers).
 */
import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

const AVERAGE_COST: TableColumnOptions[] = [
  { name: 'averageCost', type: 'decimal', precision: 12, scale: 4, isNullable: true },
];

/** The reason on the opening adjustments this migration writes. */
const OPENING_REASON = 'Opening balance: stock on record before movements were kept';

const foreignKey = (column: string, referencedTableName: string, onDelete: 'CASCADE' | 'RESTRICT') =>
  new TableForeignKey({
    name: `FK_modifier_option_ingredients_${column}`,
    columnNames: [column],
    referencedTableName,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });

export class StockByRecipe1763802200000 implements MigrationInterface {
  name = 'StockByRecipe1763802200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
    const precision = isMysql ? { precision: 6 } : {};
    await queryRunner.createTable(
      new Table({
        name: 'modifier_option_ingredients',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'modifierOptionId', type: 'integer' },
          { name: 'inventoryItemId', type: 'integer' },
          { name: 'quantityNeeded', type: 'decimal', precision: 10, scale: 3 },
          { name: 'unit', type: 'varchar', length: '10' },
          { name: 'createdAt', type: 'datetime', ...precision, default: now },
          { name: 'updatedAt', type: 'datetime', ...precision, default: now, ...(isMysql ? { onUpdate: now } : {}) },
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_modifier_option_ingredients_option_item',
            columnNames: ['modifierOptionId', 'inventoryItemId'],
          }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_modifier_option_ingredients_inventoryItemId', columnNames: ['inventoryItemId'] }),
        ],
        foreignKeys: [
          foreignKey('modifierOptionId', 'modifier_options', 'CASCADE'),
          foreignKey('inventoryItemId', 'inventory_items', 'RESTRICT'),
        ],
      }),
      true,
    );
    await addNullableColumns(queryRunner, 'inventory_items', AVERAGE_COST);
    // From now on stock is the sum of its movements: stock recorded before without movements
    // (typed into the console) becomes one opening adjustment per item, so the two agree.
    await queryRunner.query(
      `INSERT INTO stock_movements (inventoryItemId, movementType, quantity, reason, referenceType)
       SELECT item.id, 'adjustment', item.currentStock - COALESCE(moved.total, 0), ?, 'opening'
       FROM inventory_items item
       LEFT JOIN (SELECT inventoryItemId, SUM(quantity) AS total FROM stock_movements GROUP BY inventoryItemId) moved
         ON moved.inventoryItemId = item.id
       WHERE item.currentStock <> COALESCE(moved.total, 0)`,
      [OPENING_REASON],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropNullableColumns(queryRunner, 'inventory_items', AVERAGE_COST);
    await queryRunner.dropTable('modifier_option_ingredients', true);
  }
}
