/** Reading invoices: one whole (with its lines and credit note), a page of the list, a stay's current one. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  INVOICE_PAGE_SIZE,
  type InvoiceListQuery,
  type InvoiceListReply,
  type InvoiceReply,
} from '@lakeside/contracts';
import { In, type DataSource } from 'typeorm';
import { InvoiceError } from './invoice-errors.js';
import { InvoiceLineItem } from './invoice-line-item.entity.js';
import { toInvoiceReply, toInvoiceSummary } from './invoice-view.js';
import { Invoice } from './invoice.entity.js';

@Injectable()
export class InvoiceQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: InvoiceListQuery): Promise<InvoiceListReply> {
    const [rows, total] = await this.dataSource.getRepository(Invoice).findAndCount({
      where: query.status ? { status: query.status } : {},
      order: { id: 'DESC' },
      skip: (query.page - 1) * INVOICE_PAGE_SIZE,
      take: INVOICE_PAGE_SIZE,
    });
    return { rows: rows.map(toInvoiceSummary), total };
  }

  async one(id: number): Promise<InvoiceReply> {
    const manager = this.dataSource.manager;
    const invoice = await manager.findOneBy(Invoice, { id });
    if (!invoice) throw new InvoiceError('invoices.notFound');
    const [lines, creditNote, credited] = await Promise.all([
      manager.find(InvoiceLineItem, { where: { invoiceId: id }, order: { id: 'ASC' } }),
      manager.findOneBy(Invoice, { creditedInvoiceId: id }),
      invoice.creditedInvoiceId === null ? null : manager.findOneBy(Invoice, { id: invoice.creditedInvoiceId }),
    ]);
    return toInvoiceReply(invoice, lines, { creditNote, credited });
  }

  /** A stay's invoice as the guest may download it: issued or paid (a voided one is not theirs to keep). */
  async currentOfStay(bookingId: number): Promise<InvoiceReply | null> {
    const invoice = await this.dataSource.getRepository(Invoice).findOne({
      where: { bookingType: 'room', bookingId, invoiceType: 'invoice', status: In(['issued', 'paid']) },
      order: { id: 'DESC' },
    });
    return invoice ? this.one(invoice.id) : null;
  }
}
