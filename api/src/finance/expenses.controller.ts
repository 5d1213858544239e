import { Body, Controller, Get, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import {
  ADMIN_RESOURCES,
  expenseListReply,
  expenseReply,
  expenseSchema,
  expenseSummaryReply,
  type ExpenseParsed,
  type ExpenseReply,
  type ExpenseSummaryReply,
} from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { staffOf } from '../auth/staff-of.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { toExpenseView } from './expense-view.js';
import { ExpensesService } from './expenses.service.js';
import { RECEIPT_MESSAGES, ReceiptStorage, receiptRejected } from './receipt-storage.js';
import { readReceiptUpload } from './receipt-upload.js';
import { receiptDisposition } from './receipt-type.js';

const { read, write } = ADMIN_RESOURCES.expenses;

/** Where a stored receipt is served; the expense's receiptUrl is this plus the stored name. */
const RECEIPTS_PATH = '/api/expenses/receipts/';

/** The expense calls of Expense Management (docs/requirements/back-office.md#expenses); staff with finance rights only. */
@Controller('api/expenses')
export class ExpensesController {
  constructor(
    private readonly expenses: ExpensesService,
    private readonly receipts: ReceiptStorage,
  ) {}

  @Get()
  @StaffOnly(...read)
  @ReplyContract(expenseListReply)
  async list(): Promise<ExpenseReply[]> {
    return (await this.expenses.list()).map(toExpenseView);
  }

  @Get('summary')
  @StaffOnly(...read)
  @ReplyContract(expenseSummaryReply)
  summary(): Promise<ExpenseSummaryReply> {
    return this.expenses.summary(retreatToday());
  }

  @Post()
  @StaffOnly(...write)
  @ReplyContract(expenseReply)
  async create(
    @Body(new ZodPipe(expenseSchema)) body: ExpenseParsed,
    @Req() request: StaffRequest,
  ): Promise<ExpenseReply> {
    return toExpenseView(await this.expenses.create(body, staffOf(request)));
  }

  /**
   * multipart/form-data with one file field, `receipt` (the Add Expense dialog's camera capture).
   * The role is checked before the body is read, and the expense before the file is: nothing
   * reaches the disk for an expense that does not exist or a caller who may not change it.
   */
  @Post(':id/receipt')
  @StaffOnly(...write)
  @ReplyContract(expenseReply)
  async attachReceipt(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<ExpenseReply> {
    const staff = staffOf(request);
    await this.expenses.get(id);
    const upload = await readReceiptUpload(request);
    if (!upload) throw receiptRejected(RECEIPT_MESSAGES.missing);
    const name = await this.receipts.save(upload.content, upload.file);
    try {
      const { expense, replaced } = await this.expenses.attachReceipt(id, `${RECEIPTS_PATH}${name}`, staff);
      if (replaced?.startsWith(RECEIPTS_PATH)) await this.receipts.remove(replaced.slice(RECEIPTS_PATH.length));
      return toExpenseView(expense);
    } catch (error) {
      await this.receipts.remove(name); // the expense went away meanwhile: keep no orphan file
      throw error;
    }
  }

  @Get('receipts/:name')
  @StaffOnly(...read)
  async receipt(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const { content, contentType } = await this.receipts.read(name);
    void reply
      .header('content-type', contentType)
      .header('content-disposition', receiptDisposition(name))
      .header('cache-control', 'private, max-age=3600')
      .send(content);
  }
}
