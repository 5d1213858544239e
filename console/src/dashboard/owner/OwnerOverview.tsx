import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { failureOf } from '../../common/QueryState';
import { formatCalendarDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { FigureCard } from './FigureCard';
import { OccupancyChart } from './OccupancyChart';
import { OwnerStatCards } from './OwnerStatCards';
import { LowStockList, StayList } from './OwnerLists';
import { OPENING_PERIOD, periodQuery, type PeriodChoice } from './ownerFigures';
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
export function OwnerOverview({ onFirstAnswer }: { onFirstAnswer?: () => void }) {
  const translate = useTranslate();
  const [choice, setChoice] = useState<PeriodChoice>(OPENING_PERIOD);
  // A custom period asks the API only once both days are there.
  const ready = choice.period !== 'custom' || Boolean(choice.from && choice.to);
  const [asked, setAsked] = useState<PeriodChoice>(choice);
  if (ready && periodQuery(choice) !== periodQuery(asked)) setAsked(choice);
  const dashboard = useOwnerDashboard(asked);
  const reply = dashboard.data;
  const query = periodQuery(asked);
  const answered = Boolean(reply) || dashboard.isError;
  useEffect(() => {
    if (answered) onFirstAnswer?.();
  }, [answered, onFirstAnswer]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <PeriodPicker value={choice} onChange={setChoice} />
        {reply && (
          <Typography variant="body2" color="text.secondary">
            {translate('owner.period.comparedWith', {
              from: formatCalendarDate(reply.period.from),
              to: formatCalendarDate(reply.period.to),
              beforeFrom: formatCalendarDate(reply.comparedWith.from),
              beforeTo: formatCalendarDate(reply.comparedWith.to),
            })}
          </Typography>
        )}
      </Stack>
      {/* Its room is kept, so the figures do not jump each time they are fetched again. */}
      <Box sx={{ height: 4 }}>{dashboard.isFetching && <LinearProgress aria-label={translate('owner.loading')} />}</Box>
      {dashboard.isError && (
        <Alert severity="error">{translate('owner.notLoaded', { reason: failureOf(dashboard.error) })}</Alert>
      )}
      {reply && (
        // MUI X Charts has no Spanish pack: its few visible words come from our messages.
        <ChartsLocalizationProvider
          localeText={{
            loading: translate('owner.charts.loading'),
            noData: translate('owner.charts.noData'),
            a11yNoValue: translate('owner.charts.noValue'),
          }}
        >
          <OwnerStatCards reply={reply} />
          {reply.rates.some((rate) => !rate.inForce) && (
            <Alert severity="info">
              {reply.rates.some((rate) => rate.usdToGtq === null)
                ? translate('owner.noDollarRate', { amount: formatMoney(reply.usdWithoutRate, 'USD') })
                : translate('owner.firstDollarRate', {
                    rate: reply.rates.find((rate) => !rate.inForce)?.usdToGtq ?? '',
                  })}
            </Alert>
          )}
          <FigureCard title={translate('owner.cards.revenue')} figure="revenue" query={query}>
            <RevenueChart days={reply.days} />
          </FigureCard>
          <Box sx={twoColumns}>
            <FigureCard title={translate('owner.cards.salesByHour')} figure="sales-by-hour" query={query}>
              <SalesByHourChart hours={reply.salesByHour} />
            </FigureCard>
            <FigureCard title={translate('owner.cards.topDishes')} figure="top-dishes" query={query}>
              <TopDishesChart dishes={reply.topDishes} />
            </FigureCard>
            <FigureCard title={translate('owner.cards.roomsSold')} figure="occupancy" query={query}>
              <OccupancyChart days={reply.days} />
            </FigureCard>
            <FigureCard title={translate('owner.cards.lowStock')} figure="low-stock" query={query}>
              <LowStockList items={reply.lowStock} />
            </FigureCard>
            <FigureCard
              title={translate('owner.cards.arrivals', { count: reply.today.arrivals.length })}
              figure="arrivals"
              query={query}
            >
              <StayList stays={reply.today.arrivals} kind="arrivals" />
            </FigureCard>
            <FigureCard
              title={translate('owner.cards.departures', { count: reply.today.departures.length })}
              figure="departures"
              query={query}
            >
              <StayList stays={reply.today.departures} kind="departures" />
            </FigureCard>
          </Box>
        </ChartsLocalizationProvider>
      )}
    </Stack>
  );
}
