import type { DashboardDayReply } from '@lakeside/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../../format/dates';
import { ChartTable } from './ChartTable';

/** Rooms sold each night against the rooms there are. */
export function OccupancyChart({ days }: { days: readonly DashboardDayReply[] }) {
  const translate = useTranslate();
  const rooms = Math.max(1, ...days.map((day) => day.nightsAvailable));
  return (
    <>
      <BarChart
        height={240}
        dataset={days.map((day) => ({ date: day.date, sold: day.nightsSold }))}
        xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: (date: string) => formatCalendarDate(date) }]}
        yAxis={[{ min: 0, max: rooms, tickMinStep: 1, width: 40 }]}
        series={[{ dataKey: 'sold', label: translate('owner.charts.roomsSold'), color: '#1f5f6b' }]}
        hideLegend
      />
      <ChartTable
        caption={translate('owner.charts.occupancyCaption')}
        header={[translate('owner.charts.night'), translate('owner.charts.sold'), translate('owner.charts.available')]}
        rows={days.map((day) => [day.date, day.nightsSold, day.nightsAvailable])}
      />
    </>
  );
}
