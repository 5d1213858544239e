import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { failureOf } from '../../common/QueryState';
import { formatCalendarDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { FigureCard } from './FigureCard';
import { OccupancyChart } from './OccupancyChart';
import { OwnerStatCards } from './OwnerStatCards';
import { LowStockList, StayList } from './OwnerLists';
import { periodQuery, type PeriodChoice } from './ownerFigures';
import { PeriodPicker } from './PeriodPicker';
import { SalesByHourChart, TopDishesChart } from './RestaurantCharts';
import { RevenueChart } from './RevenueChart';
import { useOwnerDashboard } from './useOwnerDashboard';

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
};

/**
 * The owner's view of the business (GET /api/dashboard): a period against the days before it,
 * revenue by stream in quetzales, rooms, the restaurant, stock and today's stays.
 */
export function OwnerOverview() {
  const [choice, setChoice] = useState<PeriodChoice>({ period: 'month' });
  // A custom period asks the API only once both days are there.
  const ready = choice.period !== 'custom' || Boolean(choice.from && choice.to);
  const [asked, setAsked] = useState<PeriodChoice>(choice);
  if (ready && periodQuery(choice) !== periodQuery(asked)) setAsked(choice);
  const dashboard = useOwnerDashboard(asked);
  const reply = dashboard.data;
  const query = periodQuery(asked);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <PeriodPicker value={choice} onChange={setChoice} />
        {reply && (
          <Typography variant="body2" color="text.secondary">
            {formatCalendarDate(reply.period.from)} – {formatCalendarDate(reply.period.to)}, compared with{' '}
            {formatCalendarDate(reply.comparedWith.from)} – {formatCalendarDate(reply.comparedWith.to)}
          </Typography>
        )}
      </Stack>
      {dashboard.isFetching && <LinearProgress aria-label="Loading the figures" />}
      {dashboard.isError && <Alert severity="error">Could not load the figures: {failureOf(dashboard.error)}</Alert>}
      {reply && (
        <>
          <OwnerStatCards reply={reply} />
          {reply.rates.some((rate) => !rate.inForce) && (
            <Alert severity="info">
              {reply.rates.some((rate) => rate.usdToGtq === null)
                ? `No dollar rate was ever set: ${formatMoney(reply.usdWithoutRate, 'USD')} are left out of the figures.`
                : `Days before the first dollar rate was set are valued at that first rate (${reply.rates.find((rate) => !rate.inForce)?.usdToGtq ?? ''}).`}
            </Alert>
          )}
          <FigureCard title="Revenue by stream" figure="revenue" query={query}>
            <RevenueChart days={reply.days} />
          </FigureCard>
          <Box sx={twoColumns}>
            <FigureCard title="Restaurant sales by hour" figure="sales-by-hour" query={query}>
              <SalesByHourChart hours={reply.salesByHour} />
            </FigureCard>
            <FigureCard title="Top dishes" figure="top-dishes" query={query}>
              <TopDishesChart dishes={reply.topDishes} />
            </FigureCard>
            <FigureCard title="Rooms sold per night" figure="occupancy" query={query}>
              <OccupancyChart days={reply.days} />
            </FigureCard>
            <FigureCard title="Low stock" figure="low-stock" query={query}>
              <LowStockList items={reply.lowStock} />
            </FigureCard>
            <FigureCard title={`Arrivals today (${reply.today.arrivals.length})`} figure="arrivals" query={query}>
              <StayList stays={reply.today.arrivals} empty="No arrivals today." label="Arrivals" />
            </FigureCard>
            <FigureCard title={`Departures today (${reply.today.departures.length})`} figure="departures" query={query}>
              <StayList stays={reply.today.departures} empty="No departures today." label="Departures" />
            </FigureCard>
          </Box>
        </>
      )}
    </Stack>
  );
}
