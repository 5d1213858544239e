/**
 * Invoices issued from sales (docs/decisions/0018-invoices.md): on `invoices` its type (invoice
 * or credit note), the sale's reference, the buyer's NIT, the guest's language, the taxes the
 * sale stored (summed per rule), when it was issued and, on a credit note, the invoice it voids —
 * nullable columns added in place. `invoice_number_counters` holds the last number of each
 * series and year. Statuses move to draft → issued → paid | void: rows typed as 'sent' or
 * 'overdue' were issued.
 */
import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { SOLD_TAX_COLUMNS } from './1763802100000-rates-and-taxes.js';
import { addNullableColumns, dropNullableColumns, nullableVarchar } from './nullable-columns.js';

const INVOICE_COLUMNS: TableColumnOptions[] = [
  nullableVarchar('invoiceType', 20),
  nullableVarchar('sourceReference', 20),
  nullableVarchar('buyerNit', 20),
  nullableVarchar('language', 2),
  ...SOLD_TAX_COLUMNS,
  { name: 'issuedAt', type: 'datetime', isNullable: true },
  { name: 'creditedInvoiceId', type: 'integer', isNullable: true },
];

export class Invoices1763802700000 implements MigrationInterface {
  name = 'Invoices1763802700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'invoices', INVOICE_COLUMNS);
    await queryRunner.query(`UPDATE invoices SET invoiceType = 'invoice'`);
    await queryRunner.query(`UPDATE invoices SET status = 'issued' WHERE status IN ('sent', 'overdue')`);
    await queryRunner.createTable(
      new Table({
        name: 'invoice_number_counters',
        columns: [
          { name: 'series', type: 'varchar', length: '20', isPrimary: true },
          { name: 'year', type: 'integer', isPrimary: true },
          { name: 'lastNumber', type: 'integer', default: 0 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('invoice_number_counters');
    await queryRunner.query(`UPDATE invoices SET status = 'sent' WHERE status = 'issued'`);
    await dropNullableColumns(queryRunner, 'invoices', INVOICE_COLUMNS);
  }
}
