/**
 * Staff time: a staff login linked to its staff member (`staff_members.adminUserId`, one login
 * per member), the member's tablet PIN (argon2 hash), and on `time_tracking` the `openStaffId`
 * that holds the member's id while the entry is not clocked out — unique, so a member has one
 * open entry even when two clock-ins race. Nullable columns added in place.
 */
import { TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableVarchar } from './nullable-columns.js';

const MEMBER_COLUMNS: TableColumnOptions[] = [
  { name: 'adminUserId', type: 'integer', isNullable: true },
  nullableVarchar('pinHash', 255),
];
const ENTRY_COLUMNS: TableColumnOptions[] = [{ name: 'openStaffId', type: 'integer', isNullable: true }];

// Unnamed: TypeORM names them as it names the entities' @Index, so the two agree.
const memberLogin = () => new TableIndex({ columnNames: ['adminUserId'], isUnique: true });
const openEntry = () => new TableIndex({ columnNames: ['openStaffId'], isUnique: true });

export class StaffTime1763802400000 implements MigrationInterface {
  name = 'StaffTime1763802400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'staff_members', MEMBER_COLUMNS);
    await addNullableColumns(queryRunner, 'time_tracking', ENTRY_COLUMNS);
    // Entries typed in before this could overlap; only the newest open one per member stays open.
    await queryRunner.query(
      `UPDATE time_tracking SET openStaffId = staffId WHERE clockOut IS NULL AND id IN (
         SELECT newest FROM (SELECT MAX(id) AS newest FROM time_tracking WHERE clockOut IS NULL GROUP BY staffId) AS open_entries)`,
    );
    await queryRunner.createIndex('staff_members', memberLogin());
    await queryRunner.createIndex('time_tracking', openEntry());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexOn(queryRunner, 'time_tracking', 'openStaffId');
    await dropIndexOn(queryRunner, 'staff_members', 'adminUserId');
    await dropNullableColumns(queryRunner, 'time_tracking', ENTRY_COLUMNS);
    await dropNullableColumns(queryRunner, 'staff_members', MEMBER_COLUMNS);
  }
}

async function dropIndexOn(queryRunner: QueryRunner, table: string, column: string): Promise<void> {
  const found = (await queryRunner.getTable(table))?.indices.find((index) => index.columnNames.join() === column);
  if (found) await queryRunner.dropIndex(table, found);
}
