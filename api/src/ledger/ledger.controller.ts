import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import {
  accountLedgerReply,
  closePeriodSchema,
  journalEntryReply,
  LEDGER_ROLES,
  ledgerAccountsReply,
  ledgerPeriodReply,
  ledgerPeriodsReply,
  manualEntrySchema,
  reportPeriodQuerySchema,
  reverseEntrySchema,
  type AccountLedgerReply,
  type ClosePeriodRequest,
  type JournalEntryReply,
  type LedgerAccountsReply,
  type LedgerPeriodReply,
  type ManualEntryRequest,
  type ReportPeriodQuery,
  type ReverseEntryRequest,
} from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { staffOf } from '../auth/staff-of.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { JournalService } from './journal.service.js';
import { LedgerPeriodsService } from './ledger-periods.service.js';
import { reportPeriod } from './reports/ledger-reports.service.js';

/**
 * The bookkeeper's ledger: manual entries (only balanced, only in open months), reversals of
 * posted entries, an entry and an account's lines for the drill-down, and month close.
 */
@Controller('api/ledger')
@StaffOnly(...LEDGER_ROLES)
export class LedgerController {
  constructor(
    private readonly journal: JournalService,
    private readonly periods: LedgerPeriodsService,
  ) {}

  @Get('accounts')
  @ReplyContract(ledgerAccountsReply)
  accounts(): Promise<LedgerAccountsReply> {
    return this.journal.accounts();
  }

  /** ?from=&to= → the account's lines with the running balance. */
  @Get('accounts/:id/lines')
  @ReplyContract(accountLedgerReply)
  accountLines(
    @Param('id', ParseIntPipe) id: number,
    @Query(new ZodPipe(reportPeriodQuerySchema)) query: ReportPeriodQuery,
  ): Promise<AccountLedgerReply> {
    const { from, to } = reportPeriod(query);
    return this.journal.accountLedger(id, from, to);
  }

  @Get('entries/:id')
  @ReplyContract(journalEntryReply)
  entry(@Param('id', ParseIntPipe) id: number): Promise<JournalEntryReply> {
    return this.journal.entry(id);
  }

  /** A manual entry; 400 ledger.unbalanced, 409 ledger.periodClosed. */
  @Post('entries')
  @ReplyContract(journalEntryReply)
  postManual(
    @Body(new ZodPipe(manualEntrySchema)) body: ManualEntryRequest,
    @Req() request: StaffRequest,
  ): Promise<JournalEntryReply> {
    return this.journal.postManual(body, staffOf(request));
  }

  /** { reason, entryDate? } → the reversing entry; 409 ledger.alreadyReversed. */
  @Post('entries/:id/reverse')
  @ReplyContract(journalEntryReply)
  reverse(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(reverseEntrySchema)) body: ReverseEntryRequest,
    @Req() request: StaffRequest,
  ): Promise<JournalEntryReply> {
    return this.journal.reverse(id, body, staffOf(request));
  }

  @Get('periods')
  @ReplyContract(ledgerPeriodsReply)
  closedMonths(): Promise<LedgerPeriodReply[]> {
    return this.periods.list();
  }

  /** { month } → closed; 409 when closed already or not over. */
  @Post('periods')
  @HttpCode(201)
  @ReplyContract(ledgerPeriodReply)
  close(
    @Body(new ZodPipe(closePeriodSchema)) body: ClosePeriodRequest,
    @Req() request: StaffRequest,
  ): Promise<LedgerPeriodReply> {
    return this.periods.close(body, staffOf(request));
  }
}
