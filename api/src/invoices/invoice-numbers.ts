/**
 * Gapless invoice numbers (docs/decisions/0018-invoices.md): each series (invoice, credit_note)
 * counts per year in one `invoice_number_counters` row, bumped by an UPDATE inside the issuing
 * transaction. The UPDATE's row lock queues concurrent issues on MariaDB (SQLite runs one write
 * transaction at a time), and a transaction that rolls back takes its number back with it, so
 * the numbers that exist are 1…n with none missing and none twice. Unlike order numbers (labels
 * that may skip), invoice numbers are what a tax audit counts.
 */
import { invoiceNumberOf, type InvoiceType } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { InvoiceNumberCounter } from './invoice-number-counter.entity.js';

/** The next number of `type`'s series in `year`, taken for `manager`'s transaction. */
export async function takeInvoiceNumber(manager: EntityManager, type: InvoiceType, year: number): Promise<string> {
  const where = { series: type, year };
  if (!(await bump(manager, where))) {
    // The year's first number: make its row, then bump it like any other. INSERT … IGNORE, as
    // two transactions may both get here; the bump is only tried on a row that exists, so no
    // transaction upgrades a shared lock an insert left (the deadlock lockSharedResource avoids).
    await manager
      .createQueryBuilder()
      .insert()
      .into(InvoiceNumberCounter)
      .values({ ...where, lastNumber: 0 })
      .orIgnore()
      .execute();
    if (!(await bump(manager, where))) throw new Error(`No invoice counter for ${type} ${year}`);
  }
  const counter = await manager.findOneByOrFail(InvoiceNumberCounter, where);
  return invoiceNumberOf(type, year, counter.lastNumber);
}

async function bump(manager: EntityManager, where: { series: string; year: number }): Promise<boolean> {
  const { affected } = await manager.increment(InvoiceNumberCounter, where, 'lastNumber', 1);
  return (affected ?? 0) > 0;
}
