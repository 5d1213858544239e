import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import BedIcon from '@mui/icons-material/Bed';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Typography } from '@mui/material';
import type { DashboardReply } from '@lakeside/contracts';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { StatCard } from '../../common/StatCard';
import { formatMoney } from '../../format/money';
import { percent, percentChange, pointsChange, trend } from './ownerFigures';

const q = (amount: string) => formatMoney(amount, 'Q');

/** "+12.5% vs 1–7 Nov", coloured by whether it is good news. */
function Delta({ change, direction }: { change: string; direction: 'up' | 'down' | 'flat' }) {
  const colour = direction === 'up' ? 'success.main' : direction === 'down' ? 'error.main' : 'text.secondary';
  return (
    <Typography component="span" variant="body2" sx={{ color: colour, fontWeight: 600 }}>
      {change}
    </Typography>
  );
}

function detail(delta: ReactNode, text: string) {
  return (
    <>
      {delta} {text}
    </>
  );
}

/** The period's headline figures, each with its change against the days before. */
export function OwnerStatCards({ reply }: { reply: DashboardReply }) {
  const translate = useTranslate();
  const { current: now, previous: before } = reply;
  const money = (pick: (totals: typeof now) => string, moreIsBetter = true) => {
    const [a, b] = [Number(pick(now)), Number(pick(before))];
    return <Delta change={percentChange(a, b, translate)} direction={trend(a, b, moreIsBetter)} />;
  };
  const vs = (amount: string) => translate('owner.stats.versus', { amount: q(amount) });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      <StatCard
        title={translate('owner.stats.revenueReceived')}
        icon={<AttachMoneyIcon fontSize="small" />}
        value={q(now.totalRevenue.paid)}
        detail={detail(
          money((totals) => totals.totalRevenue.paid),
          vs(before.totalRevenue.paid),
        )}
      />
      <StatCard
        title={translate('owner.stats.stillOwed')}
        icon={<HourglassBottomIcon fontSize="small" />}
        value={q(now.totalRevenue.unpaid)}
        detail={detail(
          money((totals) => totals.totalRevenue.unpaid, false),
          vs(before.totalRevenue.unpaid),
        )}
      />
      <StatCard
        title={translate('owner.stats.expenses')}
        icon={<ReceiptLongIcon fontSize="small" />}
        value={q(now.expenses)}
        detail={detail(
          money((totals) => totals.expenses, false),
          vs(before.expenses),
        )}
      />
      <StatCard
        title={translate('owner.stats.occupancy')}
        icon={<BedIcon fontSize="small" />}
        value={percent(now.rooms.occupancy)}
        detail={detail(
          <Delta
            change={pointsChange(now.rooms.occupancy, before.rooms.occupancy, translate)}
            direction={trend(now.rooms.occupancy, before.rooms.occupancy)}
          />,
          translate('owner.stats.roomNights', { sold: now.rooms.nightsSold, available: now.rooms.nightsAvailable }),
        )}
      />
      <StatCard
        title={translate('owner.stats.adrRevpar')}
        icon={<TrendingUpIcon fontSize="small" />}
        value={q(now.rooms.adr)}
        detail={detail(
          money((totals) => totals.rooms.revpar),
          translate('owner.stats.revpar', { amount: q(now.rooms.revpar) }),
        )}
      />
      <StatCard
        title={translate('owner.stats.restaurant')}
        icon={<RestaurantIcon fontSize="small" />}
        value={q(now.restaurant.sales)}
        detail={detail(
          money((totals) => totals.restaurant.sales),
          translate('owner.stats.paidOrders', { smart_count: now.restaurant.orders }),
        )}
      />
    </Box>
  );
}
