import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { failureOf } from '../common/QueryState';
import { StatCard } from '../common/StatCard';
import { formatMonth } from '../format/dates';
import { formatMoney } from '../format/money';
import { useExpenseSummary } from './expenseQueries';
import type { CurrencySumReply } from '@lakeside/contracts';

/** One line per currency ('Q 1,250.00'); quetzales and dollars are never added together. */
function Amounts({ sums }: { sums: readonly CurrencySumReply[] }) {
  if (sums.length === 0) return <>{formatMoney('0', 'Q')}</>;
  return (
    <>
      {sums.map(({ currency, total }) => (
        <Box component="span" key={currency} sx={{ display: 'block' }}>
          {formatMoney(total, currency)}
        </Box>
      ))}
    </>
  );
}

const countOf = (sums: readonly CurrencySumReply[]) => sums.reduce((count, sum) => count + sum.count, 0);

/** Monthly and Total Expenses per currency with counts, and Vendors (docs/requirements/back-office.md#expenses). */
export function ExpenseSummaryCards() {
  const translate = useTranslate();
  const summary = useExpenseSummary();
  const failure = summary.isError ? failureOf(summary.error) : undefined;
  const data = summary.data;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <StatCard
        title={translate('expenses.cards.monthly')}
        icon={<CalendarMonthIcon fontSize="small" />}
        failure={failure}
        value={data && <Amounts sums={data.monthly} />}
        detail={
          data &&
          translate('expenses.cards.inMonth', { smart_count: countOf(data.monthly), month: formatMonth(data.month) })
        }
      />
      <StatCard
        title={translate('expenses.cards.total')}
        icon={<SummarizeIcon fontSize="small" />}
        failure={failure}
        value={data && <Amounts sums={data.totals} />}
        detail={data && translate('expenses.cards.inTotal', { smart_count: countOf(data.totals) })}
      />
      <StatCard
        title={translate('expenses.cards.vendors')}
        icon={<StorefrontIcon fontSize="small" />}
        failure={failure}
        value={data?.vendorCount}
        detail={translate('expenses.cards.vendorsPaid')}
      />
    </Box>
  );
}
