import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import BedIcon from '@mui/icons-material/Bed';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Typography } from '@mui/material';
import type { DashboardReply } from '@lakeside/contracts';
import type { ReactNode } from 'react';
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
  const { current: now, previous: before } = reply;
  const money = (pick: (totals: typeof now) => string, moreIsBetter = true) => {
    const [a, b] = [Number(pick(now)), Number(pick(before))];
    return <Delta change={percentChange(a, b)} direction={trend(a, b, moreIsBetter)} />;
  };
  const vs = `vs ${formatMoney(before.totalRevenue.paid, 'Q')}`;
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
        title="Revenue received"
        icon={<AttachMoneyIcon fontSize="small" />}
        value={q(now.totalRevenue.paid)}
        detail={detail(
          money((totals) => totals.totalRevenue.paid),
          vs,
        )}
      />
      <StatCard
        title="Still owed"
        icon={<HourglassBottomIcon fontSize="small" />}
        value={q(now.totalRevenue.unpaid)}
        detail={detail(
          money((totals) => totals.totalRevenue.unpaid, false),
          `vs ${q(before.totalRevenue.unpaid)}`,
        )}
      />
      <StatCard
        title="Expenses"
        icon={<ReceiptLongIcon fontSize="small" />}
        value={q(now.expenses)}
        detail={detail(
          money((totals) => totals.expenses, false),
          `vs ${q(before.expenses)}`,
        )}
      />
      <StatCard
        title="Occupancy"
        icon={<BedIcon fontSize="small" />}
        value={percent(now.rooms.occupancy)}
        detail={detail(
          <Delta
            change={pointsChange(now.rooms.occupancy, before.rooms.occupancy)}
            direction={trend(now.rooms.occupancy, before.rooms.occupancy)}
          />,
          `${now.rooms.nightsSold} of ${now.rooms.nightsAvailable} room nights`,
        )}
      />
      <StatCard
        title="ADR · RevPAR"
        icon={<TrendingUpIcon fontSize="small" />}
        value={q(now.rooms.adr)}
        detail={detail(
          money((totals) => totals.rooms.revpar),
          `RevPAR ${q(now.rooms.revpar)}`,
        )}
      />
      <StatCard
        title="Restaurant"
        icon={<RestaurantIcon fontSize="small" />}
        value={q(now.restaurant.sales)}
        detail={detail(
          money((totals) => totals.restaurant.sales),
          `${now.restaurant.orders} paid orders`,
        )}
      />
    </Box>
  );
}
