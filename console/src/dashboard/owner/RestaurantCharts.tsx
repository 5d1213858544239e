import type { DashboardReply } from '@lakeside/contracts';
import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../format/money';
import { ChartTable } from './ChartTable';

const quetzales = (value: number | null) => formatMoney((value ?? 0).toFixed(2), 'Q');
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Paid orders' sales by the hour they were placed, from the first to the last hour with a sale. */
export function SalesByHourChart({ hours }: { hours: DashboardReply['salesByHour'] }) {
  const translate = useTranslate();
  const open = hours.filter((slot) => slot.orders > 0);
  const first = open[0]?.hour ?? 7;
  const last = open.at(-1)?.hour ?? 21;
  const shown = hours.filter((slot) => slot.hour >= first && slot.hour <= last);
  return (
    <>
      <BarChart
        height={240}
        dataset={shown.map((slot) => ({ hour: hourLabel(slot.hour), sales: Number(slot.sales), orders: slot.orders }))}
        xAxis={[{ scaleType: 'band', dataKey: 'hour' }]}
        yAxis={[{ width: 70 }]}
        series={[
          { dataKey: 'sales', label: translate('owner.charts.sales'), color: '#a4553a', valueFormatter: quetzales },
        ]}
        hideLegend
      />
      <ChartTable
        caption={translate('owner.charts.salesCaption')}
        header={[translate('owner.charts.hour'), translate('owner.charts.paidOrders'), translate('owner.charts.sales')]}
        rows={shown.map((slot) => [hourLabel(slot.hour), slot.orders, slot.sales])}
      />
    </>
  );
}

/** The best-selling dishes by quantity, longest bar first. */
export function TopDishesChart({ dishes }: { dishes: DashboardReply['topDishes'] }) {
  const translate = useTranslate();
  if (!dishes.length) return <Typography color="text.secondary">{translate('owner.charts.noDishes')}</Typography>;
  return (
    <>
      <BarChart
        height={Math.max(160, dishes.length * 32 + 40)}
        layout="horizontal"
        dataset={dishes.map((dish) => ({ name: dish.name, quantity: dish.quantity }))}
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: 150 }]}
        series={[{ dataKey: 'quantity', label: translate('owner.charts.dishesSold'), color: '#4f7a3a' }]}
        hideLegend
      />
      <ChartTable
        caption={translate('owner.cards.topDishes')}
        header={[translate('owner.charts.dish'), translate('owner.charts.quantity'), translate('owner.charts.sales')]}
        rows={dishes.map((dish) => [dish.name, dish.quantity, dish.sales])}
      />
    </>
  );
}
