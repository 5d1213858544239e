import { Module } from '@nestjs/common';
import { JournalService } from './journal.service.js';
import { LedgerBackfill } from './ledger-backfill.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerPeriodsService } from './ledger-periods.service.js';
import { LedgerReportsController } from './reports/ledger-reports.controller.js';
import { LedgerReportsService } from './reports/ledger-reports.service.js';

/**
 * The ledger (docs/decisions/0017-ledger.md). Money events post through ledger-writer.ts in their
 * own modules' transactions; this module adds the bookkeeper's side — manual entries, reversals,
 * month close, the reports and their exports — and the backfill of unposted records.
 */
@Module({
  controllers: [LedgerController, LedgerReportsController],
  providers: [JournalService, LedgerPeriodsService, LedgerReportsService, LedgerBackfill],
})
export class LedgerModule {}
