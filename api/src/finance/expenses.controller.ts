import { BadRequestException, Body, Controller, Get, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import { ADMIN_RESOURCES, expenseSchema, type ExpenseParsed } from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { staffOf } from '../auth/staff-of.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import type { Expense } from './expense.entity.js';
import { ExpensesService, type ExpenseSummary } from './expenses.service.js';
import { RECEIPT_TYPE_MESSAGE, ReceiptStorage } from './receipt-storage.js';

const { read, write } = ADMIN_RESOURCES.expenses;

/** The spec's expense calls (§7), for Expense Management; staff with finance rights only. */
@Controller('api/expenses')
export class ExpensesController {
  constructor(
    private readonly expenses: ExpensesService,
    private readonly receipts: ReceiptStorage,
  ) {}

  @Get()
  @StaffOnly(...read)
  list(): Promise<Expense[]> {
    return this.expenses.list();
  }

  @Get('summary')
  @StaffOnly(...read)
  summary(): Promise<ExpenseSummary> {
    return this.expenses.summary(retreatToday());
  }

  @Post()
  @StaffOnly(...write)
  create(@Body(new ZodPipe(expenseSchema)) body: ExpenseParsed, @Req() request: StaffRequest): Promise<Expense> {
    return this.expenses.create(body, staffOf(request));
  }

  /** multipart/form-data with one file field, `receipt` (the Add Expense dialog's camera capture). */
  @Post(':id/receipt')
  @StaffOnly(...write)
  async attachReceipt(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<Expense> {
    const file = request.isMultipart() ? await request.file() : undefined;
    if (!file)
      throw new BadRequestException({
        message: RECEIPT_TYPE_MESSAGE,
        errors: [{ field: 'receipt', message: 'Choose a receipt photo' }],
      });
    const name = await this.receipts.save(await file.toBuffer());
    return this.expenses.attachReceipt(id, `/api/expenses/receipts/${name}`, staffOf(request));
  }

  @Get('receipts/:name')
  @StaffOnly(...read)
  async receipt(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const { content, contentType } = await this.receipts.read(name);
    void reply.header('content-type', contentType).header('cache-control', 'private, max-age=3600').send(content);
  }
}
