import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import {
  createInvoiceSchema,
  INVOICE_ACCESS,
  invoiceListQuerySchema,
  invoiceListReply,
  invoiceMailedReply,
  invoiceReply,
  mailInvoiceSchema,
  type CreateInvoiceRequest,
  type InvoiceListQuery,
  type InvoiceListReply,
  type InvoiceMailedReply,
  type InvoiceReply,
  type MailInvoiceRequest,
} from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { InvoiceDocuments } from './invoice-documents.js';
import { InvoiceQueries } from './invoice-queries.js';
import { InvoiceWriter } from './invoice-writer.js';
import { sendPdf } from './send-pdf.js';

/**
 * Invoices for staff: drafted from a sale, issued (numbered), marked paid from the sale, voided
 * by a credit note; read, downloaded as PDF and mailed. The only way invoices are written.
 */
@Controller('api/invoices')
@StaffOnly(...INVOICE_ACCESS)
export class InvoicesController {
  constructor(
    private readonly writer: InvoiceWriter,
    private readonly queries: InvoiceQueries,
    private readonly documents: InvoiceDocuments,
  ) {}

  @Get()
  @ReplyContract(invoiceListReply)
  list(@Query(new ZodPipe(invoiceListQuerySchema)) query: InvoiceListQuery): Promise<InvoiceListReply> {
    return this.queries.list(query);
  }

  @Get(':id')
  @ReplyContract(invoiceReply)
  one(@Param('id', ParseIntPipe) id: number): Promise<InvoiceReply> {
    return this.queries.one(id);
  }

  /** { source: 'room', reference } or { source: 'restaurant', orderNumber } → the draft. */
  @Post()
  @ReplyContract(invoiceReply)
  async create(@Body(new ZodPipe(createInvoiceSchema)) body: CreateInvoiceRequest): Promise<InvoiceReply> {
    return this.queries.one(await this.writer.createDraft(body));
  }

  @Post(':id/issue')
  @HttpCode(200)
  @ReplyContract(invoiceReply)
  async issue(@Param('id', ParseIntPipe) id: number): Promise<InvoiceReply> {
    await this.writer.issue(id);
    return this.queries.one(id);
  }

  @Post(':id/paid')
  @HttpCode(200)
  @ReplyContract(invoiceReply)
  async markPaid(@Param('id', ParseIntPipe) id: number): Promise<InvoiceReply> {
    await this.writer.markPaid(id);
    return this.queries.one(id);
  }

  /** → the credit note that voids the invoice. */
  @Post(':id/void')
  @HttpCode(200)
  @ReplyContract(invoiceReply)
  async void(@Param('id', ParseIntPipe) id: number): Promise<InvoiceReply> {
    return this.queries.one(await this.writer.void(id));
  }

  /** Only a draft: it has no number yet, so deleting it leaves no gap. */
  @Delete(':id')
  @HttpCode(204)
  async discard(@Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.writer.discard(id);
  }

  @Get(':id/pdf')
  async pdf(@Param('id', ParseIntPipe) id: number, @Res() reply: FastifyReply): Promise<void> {
    const invoice = await this.queries.one(id);
    sendPdf(reply, invoice, await this.documents.pdf(invoice));
  }

  @Post(':id/mail')
  @HttpCode(200)
  @ReplyContract(invoiceMailedReply)
  mail(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(mailInvoiceSchema)) body: MailInvoiceRequest,
  ): Promise<InvoiceMailedReply> {
    return this.documents.mail(id, body.email);
  }
}
