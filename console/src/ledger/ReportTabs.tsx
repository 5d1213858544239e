import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../common/QueryState';
import { formatMoney } from '../format/money';
import { useBalanceSheet, useBudgets, useIncomeStatement, useTrialBalance, type ReportQuery } from './ledgerQueries';
import { StatementTable } from './StatementTable';

const sum = (rows: readonly { amount: string }[]) =>
  (rows.reduce((cents, row) => cents + Math.round(Number(row.amount) * 100), 0) / 100).toFixed(2);

export function IncomeStatementTab({ query }: { query: ReportQuery }) {
  const report = useIncomeStatement(query);
  return (
    <QueryState query={report} what="the income statement">
      {(data) => (
        <StatementTable
          label="Income statement"
          currency={data.currency}
          from={data.from}
          to={data.to}
          sections={[
            { heading: 'Revenue', rows: data.revenue, total: data.totalRevenue },
            { heading: 'Expenses', rows: data.expenses, total: data.totalExpenses },
          ]}
          footer={[{ label: 'Net income', amount: data.netIncome }]}
        />
      )}
    </QueryState>
  );
}

export function BalanceSheetTab({ query }: { query: ReportQuery }) {
  const report = useBalanceSheet(query);
  return (
    <QueryState query={report} what="the balance sheet">
      {(data) => (
        <StatementTable
          label="Balance sheet"
          currency={data.currency}
          from="2000-01-01"
          to={data.asOf}
          sections={[
            { heading: 'Assets', rows: data.assets, total: data.totalAssets },
            { heading: 'Liabilities', rows: data.liabilities, total: sum(data.liabilities) },
            { heading: 'Equity', rows: data.equity, total: sum(data.equity) },
          ]}
          footer={[
            { label: 'Earnings not yet closed', amount: data.earnings },
            { label: 'Total liabilities and equity', amount: data.totalLiabilitiesAndEquity },
          ]}
        />
      )}
    </QueryState>
  );
}

export function TrialBalanceTab({ query }: { query: ReportQuery }) {
  const report = useTrialBalance(query);
  return (
    <QueryState
      query={report}
      what="the trial balance"
      isEmpty={(data) => data.rows.length === 0}
      empty="Nothing posted in this period."
    >
      {(data) => (
        <Table size="small" aria-label="Trial balance">
          <TableHead>
            <TableRow>
              <TableCell>Account</TableCell>
              <TableCell align="right">Debit</TableCell>
              <TableCell align="right">Credit</TableCell>
              <TableCell align="right">Balance</TableCell>
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
              <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
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
  const report = useBudgets(query);
  return (
    <QueryState
      query={report}
      what="the budgets"
      isEmpty={(data) => data.rows.length === 0}
      empty="No budgets for this month."
    >
      {(data) => (
        <Table size="small" aria-label="Budgets against actuals">
          <TableHead>
            <TableRow>
              <TableCell>Budget</TableCell>
              <TableCell>Account</TableCell>
              <TableCell align="right">Budgeted</TableCell>
              <TableCell align="right">Actual</TableCell>
              <TableCell align="right">Variance</TableCell>
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
                Total
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
