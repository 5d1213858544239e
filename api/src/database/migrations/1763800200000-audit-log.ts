/** The console's audit trail (see admin/audit/audit-entry.entity.ts). Schema builder: one file, both drivers. */
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class AuditLog1763800200000 implements MigrationInterface {
  name = 'AuditLog1763800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'staffUserId', type: 'integer', isNullable: true },
          { name: 'staffUsername', type: 'varchar', length: '100' },
          { name: 'action', type: 'varchar', length: '10' },
          { name: 'resource', type: 'varchar', length: '50' },
          { name: 'recordId', type: 'varchar', length: '64' },
          { name: 'changes', type: 'text' },
          {
            name: 'createdAt',
            type: 'datetime',
            ...(isMysql ? { precision: 6 } : {}),
            default: isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')",
          },
        ],
        indices: [
          new TableIndex({ name: 'IDX_audit_log_resource_record', columnNames: ['resource', 'recordId'] }),
          new TableIndex({ name: 'IDX_audit_log_createdAt', columnNames: ['createdAt'] }),
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_log', true);
  }
}
