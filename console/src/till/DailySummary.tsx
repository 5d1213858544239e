import { dailySummaryReply, ORDER_TYPES, POS_PAYMENT_METHODS, type DailySummaryContract } from '@lakeside/contracts';
import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { StatCard } from '../common/StatCard';
import { formatCalendarDate, retreatToday } from '../format/dates';
import { formatMoney } from '../format/money';
import { useStaffQuery } from '../providers/useStaffQuery';
import { PrintableReport } from './PrintableReport';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PaymentsIcon from '@mui/icons-material/Payments';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';

/**
 * The restaurant's day in figures (route /restaurant-summary, GET /api/restaurant/summary):
 * orders, sales and money received per currency, by payment method and order type, what is
 * still unpaid and the best sellers, for any retreat day. Printable.
 */
export function DailySummary() {
  const translate = useTranslate();
  const [date, setDate] = useState(retreatToday());
  const summary = useStaffQuery(`restaurant/summary?date=${date}`, dailySummaryReply);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="till.summary.title" />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} className="no-print">
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {translate('till.summary.title')}
          </Typography>
          <TextField
            type="date"
            label={translate('till.summary.day')}
            size="small"
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 180 }}
          />
        </Stack>
        <QueryState query={summary} what={translate('till.loading.summary')}>
          {(day) => <SummaryFigures day={day} />}
        </QueryState>
      </Stack>
    </Box>
  );
}

function SummaryFigures({ day }: { day: DailySummaryContract }) {
  const translate = useTranslate();
  const head = (...keys: string[]) => keys.map((key) => translate(`till.summary.head.${key}`));
  return (
    <PrintableReport label={translate('till.summary.print')}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('till.summary.restaurant', { date: formatCalendarDate(day.date) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <StatCard
          title={translate('till.summary.orders')}
          icon={<PointOfSaleIcon fontSize="small" />}
          value={String(day.orders)}
          detail={translate('till.summary.sales', { amount: formatMoney(day.sales.Q, 'Q') })}
        />
        <StatCard
          title={translate('till.summary.received')}
          icon={<PaymentsIcon fontSize="small" />}
          value={formatMoney(day.revenue.Q, 'Q')}
          detail={translate('till.summary.inDollars', { amount: formatMoney(day.revenue.USD, 'USD') })}
        />
        <StatCard
          title={translate('till.summary.unpaid')}
          icon={<HourglassEmptyIcon fontSize="small" />}
          value={String(day.unpaid.orders)}
          detail={formatMoney(day.unpaid.sales, 'Q')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))' }}>
        <FigureTable
          label={translate('till.summary.byMethod')}
          head={head('method', 'orders', 'sales', 'received')}
          rows={POS_PAYMENT_METHODS.map((method) => {
            const row = day.byPaymentMethod[method];
            return [
              translate(`pos.method.${method}`),
              String(row.orders),
              formatMoney(row.sales, 'Q'),
              formatMoney(row.received.amount, row.received.currency),
            ];
          })}
        />
        <FigureTable
          label={translate('till.summary.byType')}
          head={head('type', 'orders', 'sales')}
          rows={ORDER_TYPES.map((type) => [
            translate(`pos.orderType.${type}`),
            String(day.byOrderType[type].orders),
            formatMoney(day.byOrderType[type].sales, 'Q'),
          ])}
        />
        <FigureTable
          label={translate('till.summary.bestSellers')}
          head={head('dish', 'sold', 'sales')}
          rows={day.topItems.map((item) => [item.name, String(item.quantity), formatMoney(item.sales, 'Q')])}
        />
      </Box>
    </PrintableReport>
  );
}

function FigureTable({ label, head, rows }: { label: string; head: string[]; rows: string[][] }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={label} variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" component="h2">
          {label}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              {head.map((cell, index) => (
                <TableCell key={cell} align={index ? 'right' : 'left'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={head.length}>{translate('till.summary.nothingYet')}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row[0]}>
                {row.map((cell, index) => (
                  <TableCell
                    key={index}
                    align={index ? 'right' : 'left'}
                    sx={index ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
