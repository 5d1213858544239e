/**
 * One sauna (docs/decisions/0010-shared-resources.md): events and weekly activities may name
 * a shared resource they hold while their sessions run, and each resource has a lock row that
 * its bookings and communal sessions write before checking each other. The weekly activity the
 * seed calls 'Sauna Session' is the sauna's communal session, in databases seeded before this
 * too. Schema builder: one file, both drivers; the new columns are nullable, added in place.
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableVarchar } from './nullable-columns.js';

/** The resources of this migration's day; a later one gets its lock row when first used. */
const RESOURCES = ['sauna'];
const HOLDING_TABLES = ['events', 'event_weekly_templates'];
const COLUMNS = [nullableVarchar('sharedResource', 32)];

export class SharedResources1763801000000 implements MigrationInterface {
  name = 'SharedResources1763801000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'shared_resource_locks',
        columns: [
          { name: 'resource', type: 'varchar', length: '32', isPrimary: true },
          { name: 'writes', type: 'integer', default: 0 },
        ],
      }),
      true,
    );
    for (const resource of RESOURCES) {
      await queryRunner.query('INSERT INTO shared_resource_locks (resource, writes) VALUES (?, 0)', [resource]);
    }
    for (const table of HOLDING_TABLES) await addNullableColumns(queryRunner, table, COLUMNS);
    await queryRunner.query("UPDATE event_weekly_templates SET sharedResource = 'sauna' WHERE title = 'Sauna Session'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...HOLDING_TABLES].reverse()) await dropNullableColumns(queryRunner, table, COLUMNS);
    await queryRunner.dropTable('shared_resource_locks', true);
  }
}
