/**
 * Each report as one table — a title, the period and currency, column headings and rows — so the
 * CSV and the PDF of a report are written by the same two small writers and say the same thing
 * as the screen (the reply the screen reads is what they are made from).
 */
import type {
  BalanceSheetReply,
  BudgetsReportReply,
  IncomeStatementReply,
  StatementRowReply,
  TrialBalanceReply,
} from '@lakeside/contracts';

export interface ReportTable {
  title: string;
  /** Period and currency, e.g. "2026-11-01 to 2026-11-30 · USD at 7.7500". */
  subtitle: string;
  columns: string[];
  /** Cells as written; a row whose first cell is a heading has the others empty. */
  rows: (string | null)[][];
  /** Name of the downloaded file, without extension. */
  filename: string;
}

const currencyNote = (reply: { currency: string; rate: string | null }) =>
  reply.currency === 'USD' ? `USD at ${reply.rate ?? ''} quetzales per dollar` : 'Quetzales (GTQ)';

export function trialBalanceTable(reply: TrialBalanceReply): ReportTable {
  return {
    title: 'Trial balance',
    subtitle: `${reply.from} to ${reply.to} · ${currencyNote(reply)}`,
    columns: ['Code', 'Account', 'Debit', 'Credit', 'Balance'],
    rows: [
      ...reply.rows.map((row) => [row.accountCode, row.accountName, row.debit, row.credit, row.balance]),
      ['', 'Total', reply.totals.debit, reply.totals.credit, reply.totals.balance],
    ],
    filename: `trial-balance-${reply.from}-${reply.to}-${reply.currency}`,
  };
}

const section = (heading: string, rows: readonly StatementRowReply[], total: string): (string | null)[][] => [
  ['', heading, null],
  ...rows.map((row) => [row.accountCode, row.accountName, row.amount]),
  ['', `Total ${heading.toLowerCase()}`, total],
];

export function incomeStatementTable(reply: IncomeStatementReply): ReportTable {
  return {
    title: 'Income statement',
    subtitle: `${reply.from} to ${reply.to} · ${currencyNote(reply)}`,
    columns: ['Code', 'Account', 'Amount'],
    rows: [
      ...section('Revenue', reply.revenue, reply.totalRevenue),
      ...section('Expenses', reply.expenses, reply.totalExpenses),
      ['', 'Net income', reply.netIncome],
    ],
    filename: `income-statement-${reply.from}-${reply.to}-${reply.currency}`,
  };
}

export function balanceSheetTable(reply: BalanceSheetReply): ReportTable {
  const sum = (rows: readonly StatementRowReply[]) =>
    (rows.reduce((cents, row) => cents + Math.round(Number(row.amount) * 100), 0) / 100).toFixed(2);
  return {
    title: 'Balance sheet',
    subtitle: `As of ${reply.asOf} · ${currencyNote(reply)}`,
    columns: ['Code', 'Account', 'Amount'],
    rows: [
      ...section('Assets', reply.assets, reply.totalAssets),
      ...section('Liabilities', reply.liabilities, sum(reply.liabilities)),
      ...section('Equity', reply.equity, sum(reply.equity)),
      ['', 'Earnings not yet closed', reply.earnings],
      ['', 'Total liabilities and equity', reply.totalLiabilitiesAndEquity],
    ],
    filename: `balance-sheet-${reply.asOf}-${reply.currency}`,
  };
}

export function budgetsTable(reply: BudgetsReportReply): ReportTable {
  const period = reply.month ? `${reply.year}-${String(reply.month).padStart(2, '0')}` : String(reply.year);
  return {
    title: 'Budgets against actuals',
    subtitle: `${period} · ${currencyNote(reply)}`,
    columns: ['Budget', 'Month', 'Code', 'Account', 'Budgeted', 'Actual', 'Variance'],
    rows: [
      ...reply.rows.map((row) => [
        row.budgetName,
        row.budgetMonth === null ? 'Year' : String(row.budgetMonth),
        row.accountCode,
        row.accountName,
        row.budgeted,
        row.actual,
        row.variance,
      ]),
      ['Total', '', '', '', reply.totals.budgeted, reply.totals.actual, reply.totals.variance],
    ],
    filename: `budgets-${period}-${reply.currency}`,
  };
}
