/**
 * Sauna sessions and event tickets can be cancelled by their guest (the manage link): each
 * gets `cancelledAt`. A cancelled sauna session must free its slot, whose unique key was
 * (sessionDate, timeSlot): the key becomes (sessionDate, timeSlot, activeSlot), with activeSlot
 * 1 while the booking holds the slot and NULL once cancelled — both drivers let NULLs repeat in
 * a unique index, so any number of cancelled sessions may share a slot with one live one.
 */
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addNullableColumns, dropNullableColumns } from './nullable-columns.js';

const CANCELLED_AT = { name: 'cancelledAt', type: 'datetime', isNullable: true };
const ACTIVE_SLOT = { name: 'activeSlot', type: 'integer', isNullable: true };
const OLD_KEY = ['sessionDate', 'timeSlot'];
const NEW_KEY = ['sessionDate', 'timeSlot', 'activeSlot'];

export class GuestCancellations1763801100000 implements MigrationInterface {
  name = 'GuestCancellations1763801100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'event_bookings', [CANCELLED_AT]);
    await addNullableColumns(queryRunner, 'sauna_bookings', [CANCELLED_AT, ACTIVE_SLOT]);
    await queryRunner.query('UPDATE sauna_bookings SET activeSlot = 1');
    await swapUniqueKey(queryRunner, OLD_KEY, NEW_KEY);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Cancelled sessions would collide under the old key: they leave with the column.
    await queryRunner.query('DELETE FROM sauna_bookings WHERE activeSlot IS NULL');
    await swapUniqueKey(queryRunner, NEW_KEY, OLD_KEY);
    await dropNullableColumns(queryRunner, 'sauna_bookings', [CANCELLED_AT, ACTIVE_SLOT]);
    await dropNullableColumns(queryRunner, 'event_bookings', [CANCELLED_AT]);
  }
}

async function swapUniqueKey(queryRunner: QueryRunner, from: string[], to: string[]): Promise<void> {
  const table = await queryRunner.getTable('sauna_bookings');
  const old = table?.indices.find((index) => index.isUnique && index.columnNames.join() === from.join());
  if (old) await queryRunner.dropIndex('sauna_bookings', old);
  // Unnamed: TypeORM names it as it names the entity's @Index, so the two agree.
  await queryRunner.createIndex('sauna_bookings', new TableIndex({ columnNames: to, isUnique: true }));
}
