import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  fromCents,
  type BalanceSheetReply,
  type BudgetsQuery,
  type BudgetsReportReply,
  type CalendarDate,
  type IncomeStatementReply,
  type ReportPeriodQuery,
  type StatementRowReply,
  type TrialBalanceReply,
} from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { retreatToday } from '../../common/time/retreat-clock.js';
import { Budget } from '../../finance/budget.entity.js';
import { lastDayOf } from '../ledger-periods.js';
import { accountTotals, naturalCents, type AccountTotal } from './account-totals.js';
import { reportCurrency, sumCents, type ReportCurrency } from './report-currency.js';
import { budgetSpan } from './budget-span.js';

/** The period a report covers: `to` (today by default) and `from` (the first of to's month by default). */
export function reportPeriod(query: Pick<ReportPeriodQuery, 'from' | 'to'>, now = new Date()) {
  const to = query.to ?? retreatToday(now);
  return { from: query.from ?? `${to.slice(0, 7)}-01`, to };
}

/** Trial balance, income statement, balance sheet and budgets against actuals, all from the journal. */
@Injectable()
export class LedgerReportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async trialBalance(query: ReportPeriodQuery): Promise<TrialBalanceReply> {
    const { from, to } = reportPeriod(query);
    const currency = await reportCurrency(this.dataSource.manager, query, to);
    const rows = (await accountTotals(this.dataSource.manager, { from, to })).map((total) => {
      const debit = currency.convert(total.debitCents);
      const credit = currency.convert(total.creditCents);
      return {
        ...accountOf(total),
        debit: fromCents(debit),
        credit: fromCents(credit),
        balance: fromCents(debit - credit),
        cents: [debit, credit] as const,
      };
    });
    const debits = rows.map((row) => row.cents[0]);
    const credits = rows.map((row) => row.cents[1]);
    return {
      from,
      to,
      currency: currency.currency,
      rate: currency.rate,
      rows: rows.map(({ cents: _cents, ...row }) => row),
      totals: {
        debit: sumCents(debits),
        credit: sumCents(credits),
        balance: fromCents(debits.reduce((a, b) => a + b, 0) - credits.reduce((a, b) => a + b, 0)),
      },
    };
  }

  async incomeStatement(query: ReportPeriodQuery): Promise<IncomeStatementReply> {
    const { from, to } = reportPeriod(query);
    const currency = await reportCurrency(this.dataSource.manager, query, to);
    const totals = await accountTotals(this.dataSource.manager, { from, to });
    const revenue = statementRows(totals, 'revenue', currency);
    const expenses = statementRows(totals, 'expense', currency);
    const totalRevenue = revenue.cents.reduce((a, b) => a + b, 0);
    const totalExpenses = expenses.cents.reduce((a, b) => a + b, 0);
    return {
      from,
      to,
      currency: currency.currency,
      rate: currency.rate,
      revenue: revenue.rows,
      expenses: expenses.rows,
      totalRevenue: fromCents(totalRevenue),
      totalExpenses: fromCents(totalExpenses),
      netIncome: fromCents(totalRevenue - totalExpenses),
    };
  }

  async balanceSheet(query: ReportPeriodQuery): Promise<BalanceSheetReply> {
    const { to: asOf } = reportPeriod(query);
    const currency = await reportCurrency(this.dataSource.manager, query, asOf);
    const totals = await accountTotals(this.dataSource.manager, { from: null, to: asOf });
    const assets = statementRows(totals, 'asset', currency);
    const liabilities = statementRows(totals, 'liability', currency);
    const equity = statementRows(totals, 'equity', currency);
    const earnings =
      statementRows(totals, 'revenue', currency).cents.reduce((a, b) => a + b, 0) -
      statementRows(totals, 'expense', currency).cents.reduce((a, b) => a + b, 0);
    const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
    return {
      asOf,
      currency: currency.currency,
      rate: currency.rate,
      assets: assets.rows,
      liabilities: liabilities.rows,
      equity: equity.rows,
      earnings: fromCents(earnings),
      totalAssets: fromCents(sum(assets.cents)),
      totalLiabilitiesAndEquity: fromCents(sum(liabilities.cents) + sum(equity.cents) + earnings),
    };
  }

  /** Each budget of the year (and month, when asked) beside its account's actual movement in the ledger. */
  async budgets(query: BudgetsQuery): Promise<BudgetsReportReply> {
    const manager = this.dataSource.manager;
    const budgets = await manager.find(Budget, {
      where: { budgetYear: query.year, ...(query.month ? { budgetMonth: query.month } : {}) },
      relations: { account: true },
      order: { budgetMonth: 'ASC', id: 'ASC' },
    });
    const lastDay: CalendarDate = query.month
      ? lastDayOf(`${query.year}-${String(query.month).padStart(2, '0')}`)
      : `${query.year}-12-31`;
    const currency = await reportCurrency(manager, query, lastDay);
    const rows: BudgetsReportReply['rows'] = [];
    for (const budget of budgets) {
      const span = budgetSpan(budget);
      const [total] = await accountTotals(manager, { ...span, accountId: budget.accountId });
      const actual = currency.convert(total ? naturalCents(total) : 0);
      const budgeted = currency.convert(Math.round(Number(budget.budgetedAmount) * 100));
      rows.push({
        budgetId: budget.id,
        budgetName: budget.budgetName,
        accountId: budget.accountId,
        accountCode: budget.account.accountCode,
        accountName: budget.account.accountName,
        accountType: budget.account.accountType,
        budgetYear: budget.budgetYear,
        budgetMonth: budget.budgetMonth,
        budgeted: fromCents(budgeted),
        actual: fromCents(actual),
        variance: fromCents(budgeted - actual),
      });
    }
    const cents = (field: 'budgeted' | 'actual' | 'variance') =>
      rows.map((row) => Math.round(Number(row[field]) * 100));
    return {
      year: query.year,
      month: query.month ?? null,
      currency: currency.currency,
      rate: currency.rate,
      rows,
      totals: {
        budgeted: sumCents(cents('budgeted')),
        actual: sumCents(cents('actual')),
        variance: sumCents(cents('variance')),
      },
    };
  }
}

function accountOf(total: AccountTotal) {
  return {
    accountId: total.accountId,
    accountCode: total.accountCode,
    accountName: total.accountName,
    accountType: total.accountType,
  };
}

/** The accounts of one type with their natural balance converted; zero balances left out. */
function statementRows(totals: readonly AccountTotal[], type: AccountTotal['accountType'], currency: ReportCurrency) {
  const rows: StatementRowReply[] = [];
  const cents: number[] = [];
  for (const total of totals.filter((one) => one.accountType === type)) {
    const amount = currency.convert(naturalCents(total));
    if (amount === 0) continue;
    rows.push({ ...accountOf(total), amount: fromCents(amount) });
    cents.push(amount);
  }
  return { rows, cents };
}
