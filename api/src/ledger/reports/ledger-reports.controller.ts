import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  balanceSheetReply,
  budgetsQuerySchema,
  budgetsReportReply,
  incomeStatementReply,
  LEDGER_REPORTS,
  LEDGER_ROLES,
  reportExportQuerySchema,
  reportPeriodQuerySchema,
  trialBalanceReply,
  type BalanceSheetReply,
  type BudgetsQuery,
  type BudgetsReportReply,
  type IncomeStatementReply,
  type LedgerReport,
  type ReportExportQuery,
  type ReportPeriodQuery,
  type TrialBalanceReply,
} from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';
import { StaffOnly } from '../../auth/staff-only.decorator.js';
import { sendCsv } from '../../common/csv/csv-download.js';
import { CommonError } from '../../common/errors/app-error.js';
import { ReplyContract } from '../../common/http/reply-contract.decorator.js';
import { retreatToday } from '../../common/time/retreat-clock.js';
import { ZodPipe } from '../../common/validation/zod-body.pipe.js';
import { LedgerReportsService } from './ledger-reports.service.js';
import { reportPdf } from './report-pdf.js';
import {
  balanceSheetTable,
  budgetsTable,
  incomeStatementTable,
  trialBalanceTable,
  type ReportTable,
} from './report-tables.js';

/** The reports, each from the journal, in quetzales or dollars (?currency=USD&rate=), as JSON, CSV or PDF. */
@Controller('api/ledger')
@StaffOnly(...LEDGER_ROLES)
export class LedgerReportsController {
  constructor(private readonly reports: LedgerReportsService) {}

  @Get('trial-balance')
  @ReplyContract(trialBalanceReply)
  trialBalance(@Query(new ZodPipe(reportPeriodQuerySchema)) query: ReportPeriodQuery): Promise<TrialBalanceReply> {
    return this.reports.trialBalance(query);
  }

  @Get('income-statement')
  @ReplyContract(incomeStatementReply)
  incomeStatement(
    @Query(new ZodPipe(reportPeriodQuerySchema)) query: ReportPeriodQuery,
  ): Promise<IncomeStatementReply> {
    return this.reports.incomeStatement(query);
  }

  /** As of ?to= (today by default). */
  @Get('balance-sheet')
  @ReplyContract(balanceSheetReply)
  balanceSheet(@Query(new ZodPipe(reportPeriodQuerySchema)) query: ReportPeriodQuery): Promise<BalanceSheetReply> {
    return this.reports.balanceSheet(query);
  }

  @Get('budgets')
  @ReplyContract(budgetsReportReply)
  budgets(@Query(new ZodPipe(budgetsQuerySchema)) query: BudgetsQuery): Promise<BudgetsReportReply> {
    return this.reports.budgets(query);
  }

  /** A report as a CSV (streamed) or PDF download: ?format=csv|pdf and the report's own query. */
  @Get('exports/:report')
  async export(
    @Param('report') report: string,
    @Query(new ZodPipe(reportExportQuerySchema)) query: ReportExportQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!(LEDGER_REPORTS as readonly string[]).includes(report)) throw new CommonError('common.notFound');
    const table = await this.table(report as LedgerReport, query);
    if (query.format === 'csv') {
      sendCsv(reply, `${table.filename}.csv`, table.columns, [[table.title, table.subtitle], ...table.rows]);
      return;
    }
    const pdf = await reportPdf(table);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${table.filename}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  private async table(report: LedgerReport, query: ReportExportQuery): Promise<ReportTable> {
    switch (report) {
      case 'trial-balance':
        return trialBalanceTable(await this.reports.trialBalance(query));
      case 'income-statement':
        return incomeStatementTable(await this.reports.incomeStatement(query));
      case 'balance-sheet':
        return balanceSheetTable(await this.reports.balanceSheet(query));
      case 'budgets':
        return budgetsTable(
          await this.reports.budgets({
            year: query.year ?? Number(retreatToday().slice(0, 4)),
            month: query.month,
            currency: query.currency,
            rate: query.rate,
          }),
        );
    }
  }
}
