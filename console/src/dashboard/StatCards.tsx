import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import BedIcon from '@mui/icons-material/Bed';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box } from '@mui/material';
import { retreatTimeOfDay, retreatToday } from '../format/dates';
import { formatMoney } from '../format/money';
import { movementsOn, occupancy, revenue, upcomingEventSeats } from './dashboardStats';
import { useEvents, useRoomBookings, useRooms } from './dashboardQueries';
import { failureOf } from '../common/QueryState';
import { StatCard } from '../common/StatCard';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The dashboard's four figures (docs/requirements/back-office.md#staff-console), computed in
 * the browser from the staff lists, on the retreat's clock.
 */
export function StatCards() {
  const bookings = useRoomBookings();
  const rooms = useRooms();
  const events = useEvents();
  const today = retreatToday();
  const month = today.slice(0, 7);

  const bookingsFailure = bookings.isError ? failureOf(bookings.error) : undefined;
  const totals = bookings.data && revenue(bookings.data);
  const movements = bookings.data && movementsOn(bookings.data, today);
  const monthOccupancy = bookings.data && rooms.data && occupancy(bookings.data, rooms.data, month);
  const seats = events.data && upcomingEventSeats(events.data, today, retreatTimeOfDay());

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        title="Revenue"
        icon={<AttachMoneyIcon fontSize="small" />}
        failure={bookingsFailure}
        value={
          totals &&
          (totals.length === 0
            ? formatMoney('0', 'USD')
            : totals.map(({ currency, total }) => <span key={currency}>{formatMoney(total, currency)} </span>))
        }
        detail="Confirmed room bookings"
      />
      <StatCard
        title="Today"
        icon={<SwapHorizIcon fontSize="small" />}
        failure={bookingsFailure}
        value={movements && `${movements.arrivals} / ${movements.departures}`}
        detail={movements && `${plural(movements.arrivals, 'arrival')}, ${plural(movements.departures, 'departure')}`}
      />
      <StatCard
        title="Occupancy this month"
        icon={<BedIcon fontSize="small" />}
        failure={bookingsFailure ?? (rooms.isError ? failureOf(rooms.error) : undefined)}
        value={monthOccupancy && `${Math.round(monthOccupancy.rate * 100)}%`}
        detail={monthOccupancy && `${monthOccupancy.bookedNights} of ${monthOccupancy.availableNights} room nights`}
      />
      <StatCard
        title="Upcoming event seats"
        icon={<ConfirmationNumberIcon fontSize="small" />}
        failure={events.isError ? failureOf(events.error) : undefined}
        value={seats}
        detail="Seats taken in sessions still to come"
      />
    </Box>
  );
}
