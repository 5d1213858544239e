import { REVENUE_STREAMS, type DashboardDayReply } from '@lakeside/contracts';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { ChartTable } from './ChartTable';
import { revenueRows, type RevenuePart } from './ownerFigures';

/** One colour per stream, the same in every chart (theme-like teal, green, sand, clay). */
export const STREAM_COLOURS = { rooms: '#1f5f6b', events: '#4f7a3a', sauna: '#c28f2c', restaurant: '#a4553a' };

const PARTS: readonly RevenuePart[] = ['all', 'paid', 'unpaid'];
const quetzales = (value: number | null) => formatMoney((value ?? 0).toFixed(2), 'Q');

/** The period's revenue per day, the four streams stacked; paid, unpaid or both. */
export function RevenueChart({ days }: { days: readonly DashboardDayReply[] }) {
  const translate = useTranslate();
  const [part, setPart] = useState<RevenuePart>('all');
  const streamLabel = (stream: string) => translate(`owner.charts.streams.${stream}`);
  const partLabel = (key: RevenuePart) => translate(`owner.charts.parts.${key}`);
  const rows = revenueRows(days, part);
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={part}
          aria-label={translate('owner.charts.revenueShown')}
          onChange={(_, value: RevenuePart | null) => value && setPart(value)}
        >
          {PARTS.map((key) => (
            <ToggleButton key={key} value={key}>
              {partLabel(key)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={280}
        dataset={rows.map((row) => ({
          date: row.date,
          ...Object.fromEntries(REVENUE_STREAMS.map((stream) => [stream, Number(row[stream])])),
        }))}
        xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: (date: string) => formatCalendarDate(date) }]}
        yAxis={[{ width: 70 }]}
        series={REVENUE_STREAMS.map((stream) => ({
          dataKey: stream,
          label: streamLabel(stream),
          stack: 'revenue',
          color: STREAM_COLOURS[stream],
          valueFormatter: quetzales,
        }))}
      />
      <ChartTable
        caption={translate('owner.charts.revenueCaption', { part: partLabel(part).toLowerCase() })}
        header={[translate('owner.charts.date'), ...REVENUE_STREAMS.map(streamLabel)]}
        rows={rows.map((row) => [row.date, ...REVENUE_STREAMS.map((stream) => row[stream])])}
      />
    </>
  );
}
