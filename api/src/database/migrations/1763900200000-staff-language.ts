/**
 * Each staff login keeps the console's language (en or es): staff on a shared tablet each see
 * their own, and a new login follows the browser until they choose. Null means "not chosen".
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableVarchar } from './nullable-columns.js';

const LANGUAGE = [nullableVarchar('language', 2)];

export class StaffLanguage1763900200000 implements MigrationInterface {
  name = 'StaffLanguage1763900200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'admin_users', LANGUAGE);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropNullableColumns(queryRunner, 'admin_users', LANGUAGE);
  }
}
