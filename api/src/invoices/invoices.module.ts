import { Module } from '@nestjs/common';
import { GuestInvoiceController } from './guest-invoice.controller.js';
import { InvoiceDocuments } from './invoice-documents.js';
import { InvoiceQueries } from './invoice-queries.js';
import { InvoiceWriter } from './invoice-writer.js';
import { InvoicesController } from './invoices.controller.js';

/** Invoices and credit notes: issued from sales, numbered without gaps, as PDF and by mail. */
@Module({
  controllers: [InvoicesController, GuestInvoiceController],
  providers: [InvoiceWriter, InvoiceQueries, InvoiceDocuments],
})
export class InvoicesModule {}
