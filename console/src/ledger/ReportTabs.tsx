import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../common/QueryState';
import { formatMoney } from '../format/money';
import { useBalanceSheet, useBudgets, useIncomeStatement, useTrialBalance, type ReportQuery } from './ledgerQueries';
import { StatementTable } from './StatementTable';

const sum = (rows: readonly { amount: string }[]) =>
  (rows.reduce((cents, row) => cents + Math.round(Number(row.amount) * 100), 0) / 100).toFixed(2);

export function IncomeStatementTab({ query }: { query: ReportQuery }) {
  const translate = useTranslate();
  const report = useIncomeStatement(query);
  return (
    <QueryState query={report} what={translate('ledger.loading.incomeStatement')}>
      {(data) => (
        <StatementTable
          label={translate('ledger.statement.incomeStatement')}
          currency={data.currency}
          from={data.from}
          to={data.to}
          sections={[
            { heading: translate('ledger.statement.revenue'), rows: data.revenue, total: data.totalRevenue },
            { heading: translate('ledger.statement.expenses'), rows: data.expenses, total: data.totalExpenses },
          ]}
          footer={[{ label: translate('ledger.statement.netIncome'), amount: data.netIncome }]}
        />
      )}
    </QueryState>
  );
}

export function BalanceSheetTab({ query }: { query: ReportQuery }) {
  const translate = useTranslate();
  const report = useBalanceSheet(query);
  return (
    <QueryState query={report} what={translate('ledger.loading.balanceSheet')}>
      {(data) => (
        <StatementTable
          label={translate('ledger.statement.balanceSheet')}
          currency={data.currency}
          from="2000-01-01"
          to={data.asOf}
          sections={[
            { heading: translate('ledger.statement.assets'), rows: data.assets, total: data.totalAssets },
            {
              heading: translate('ledger.statement.liabilities'),
              rows: data.liabilities,
              total: sum(data.liabilities),
            },
            { heading: translate('ledger.statement.equity'), rows: data.equity, total: sum(data.equity) },
          ]}
          footer={[
            { label: translate('ledger.statement.earnings'), amount: data.earnings },
            { label: translate('ledger.statement.liabilitiesAndEquity'), amount: data.totalLiabilitiesAndEquity },
          ]}
        />
      )}
    </QueryState>
  );
}

export function TrialBalanceTab({ query }: { query: ReportQuery }) {
  const translate = useTranslate();
  const report = useTrialBalance(query);
  return (
    <QueryState
      query={report}
      what={translate('ledger.loading.trialBalance')}
      isEmpty={(data) => data.rows.length === 0}
      empty={translate('ledger.trialBalance.empty')}
    >
      {(data) => (
        <Table size="small" aria-label={translate('ledger.tabs.trial-balance')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('ledger.column.account')}</TableCell>
              <TableCell align="right">{translate('ledger.column.debit')}</TableCell>
              <TableCell align="right">{translate('ledger.column.credit')}</TableCell>
              <TableCell align="right">{translate('ledger.column.balance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.accountId}>
                <TableCell>
                  <Link component={RouterLink} to={`/ledger/accounts/${row.accountId}?from=${data.from}&to=${data.to}`}>
                    {row.accountCode} {row.accountName}
                  </Link>
                </TableCell>
                <TableCell align="right">{formatMoney(row.debit, data.currency)}</TableCell>
                <TableCell align="right">{formatMoney(row.credit, data.currency)}</TableCell>
                <TableCell align="right">{formatMoney(row.balance, data.currency)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{translate('ledger.column.total')}</TableCell>
              <TableCell align="right">{formatMoney(data.totals.debit, data.currency)}</TableCell>
              <TableCell align="right">{formatMoney(data.totals.credit, data.currency)}</TableCell>
              <TableCell align="right">{formatMoney(data.totals.balance, data.currency)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </QueryState>
  );
}

export function BudgetsTab({ query }: { query: ReportQuery }) {
  const translate = useTranslate();
  const report = useBudgets(query);
  return (
    <QueryState
      query={report}
      what={translate('ledger.loading.budgets')}
      isEmpty={(data) => data.rows.length === 0}
      empty={translate('ledger.budgets.empty')}
    >
      {(data) => (
        <Table size="small" aria-label={translate('ledger.budgets.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('ledger.column.budget')}</TableCell>
              <TableCell>{translate('ledger.column.account')}</TableCell>
              <TableCell align="right">{translate('ledger.column.budgeted')}</TableCell>
              <TableCell align="right">{translate('ledger.column.actual')}</TableCell>
              <TableCell align="right">{translate('ledger.column.variance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.budgetId}>
                <TableCell>{row.budgetName}</TableCell>
                <TableCell>
                  {row.accountCode} {row.accountName}
                </TableCell>
                <TableCell align="right">{formatMoney(row.budgeted, data.currency)}</TableCell>
                <TableCell align="right">{formatMoney(row.actual, data.currency)}</TableCell>
                <TableCell align="right" sx={{ color: row.variance.startsWith('-') ? 'error.main' : undefined }}>
                  {formatMoney(row.variance, data.currency)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                {translate('ledger.column.total')}
              </TableCell>
              <TableCell align="right">{formatMoney(data.totals.budgeted, data.currency)}</TableCell>
              <TableCell align="right">{formatMoney(data.totals.actual, data.currency)}</TableCell>
              <TableCell align="right">{formatMoney(data.totals.variance, data.currency)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </QueryState>
  );
}
