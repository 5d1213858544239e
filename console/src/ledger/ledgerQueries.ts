import {
  accountLedgerReply,
  balanceSheetReply,
  budgetsReportReply,
  incomeStatementReply,
  journalEntryReply,
  ledgerAccountsReply,
  ledgerPeriodReply,
  ledgerPeriodsReply,
  trialBalanceReply,
  type LedgerReport,
  type ManualEntryInput,
} from '@lakeside/contracts';
import { downloadFile } from '../common/downloadFile';
import { useStaffQuery } from '../providers/useStaffQuery';
import { useStaffWrite } from '../till/tillQueries';

/** What every report is asked for: a period and a currency (dollars at a stated rate, or the day's). */
export interface ReportQuery {
  from: string;
  to: string;
  currency: 'Q' | 'USD';
  rate: string;
}

export const periodParams = ({ from, to, currency, rate }: ReportQuery) => {
  const params = new URLSearchParams({ from, to, currency });
  if (currency === 'USD' && rate.trim()) params.set('rate', rate.trim());
  return params.toString();
};

const budgetParams = (query: ReportQuery) => {
  const params = new URLSearchParams({
    year: query.to.slice(0, 4),
    month: String(Number(query.to.slice(5, 7))),
    currency: query.currency,
  });
  if (query.currency === 'USD' && query.rate.trim()) params.set('rate', query.rate.trim());
  return params.toString();
};

export const useIncomeStatement = (query: ReportQuery) =>
  useStaffQuery(`ledger/income-statement?${periodParams(query)}`, incomeStatementReply);
export const useTrialBalance = (query: ReportQuery) =>
  useStaffQuery(`ledger/trial-balance?${periodParams(query)}`, trialBalanceReply);
export const useBalanceSheet = (query: ReportQuery) =>
  useStaffQuery(`ledger/balance-sheet?${periodParams(query)}`, balanceSheetReply);
/** The budgets of the month the period ends in. */
export const useBudgets = (query: ReportQuery) =>
  useStaffQuery(`ledger/budgets?${budgetParams(query)}`, budgetsReportReply);

export const useAccountLines = (accountId: number, from: string, to: string) =>
  useStaffQuery(`ledger/accounts/${accountId}/lines?from=${from}&to=${to}`, accountLedgerReply);
export const useEntry = (id: number) => useStaffQuery(`ledger/entries/${id}`, journalEntryReply);
export const useLedgerAccounts = () => useStaffQuery('ledger/accounts', ledgerAccountsReply);
export const usePeriods = () => useStaffQuery('ledger/periods', ledgerPeriodsReply);

/** Manual entries, reversals and month close; each refreshes what it changes. */
export function useLedgerWrites() {
  const write = useStaffWrite();
  return {
    postManual: (body: ManualEntryInput) => write('ledger/entries', body, journalEntryReply, []),
    reverse: (id: number, reason: string) =>
      write(`ledger/entries/${id}/reverse`, { reason }, journalEntryReply, [`ledger/entries/${id}`]),
    closeMonth: (month: string) => write('ledger/periods', { month }, ledgerPeriodReply, ['ledger/periods']),
  };
}

/** A report as CSV or PDF, with the staff session's cookie. */
export function downloadReport(report: LedgerReport, query: ReportQuery, format: 'csv' | 'pdf'): Promise<void> {
  const params = report === 'budgets' ? budgetParams(query) : periodParams(query);
  return downloadFile(
    `/api/ledger/exports/${report}?format=${format}&${params}`,
    `${report}-${query.from}-${query.to}.${format}`,
  );
}
