import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMonth, retreatToday } from '../format/dates';
import { datesOfMonth, nightsByRoom, shiftMonth } from './dashboardStats';
import { useRoomBookings, useRooms } from './dashboardQueries';
import { QueryState } from '../common/QueryState';
import { RoomNightsGrid } from './RoomNightsGrid';
import { NewBookingButton } from '../room-desk/NewBookingButton';
import { useBookingDialog } from '../room-desk/useBookingDialog';

/**
 * A month of room bookings, one row per room, with previous and next month. "New booking"
 * takes a desk booking; a stay opens its details (and Cancel booking).
 */
export function CalendarView() {
  const translate = useTranslate();
  const thisMonth = retreatToday().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const bookings = useRoomBookings();
  const rooms = useRooms();
  const details = useBookingDialog((id) => rooms.data?.find((room) => room.id === id)?.name ?? id);

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', p: 2, gap: 1, flexWrap: 'wrap' }}>
        <IconButton
          aria-label={translate('dashboard.calendar.previousMonth')}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="h3" sx={{ minWidth: 150, textAlign: 'center' }} aria-live="polite">
          {formatMonth(month)}
        </Typography>
        <IconButton
          aria-label={translate('dashboard.calendar.nextMonth')}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
        {month !== thisMonth && (
          <Button size="small" onClick={() => setMonth(thisMonth)}>
            {translate('dashboard.calendar.thisMonth')}
          </Button>
        )}
        <Box sx={{ ml: 'auto' }}>
          <NewBookingButton />
        </Box>
      </Stack>
      <QueryState
        query={rooms}
        what={translate('dashboard.loading.rooms')}
        isEmpty={(list) => list.length === 0}
        empty={translate('dashboard.noRooms')}
      >
        {(roomList) => (
          <QueryState query={bookings} what={translate('dashboard.loading.roomBookings')}>
            {(bookingList) => (
              <RoomNightsGrid
                label={translate('dashboard.calendar.gridLabel', { month: formatMonth(month) })}
                rooms={roomList}
                dates={datesOfMonth(month)}
                nights={nightsByRoom(bookingList)}
                variant="bookings"
                onSelectBooking={details.open}
              />
            )}
          </QueryState>
        )}
      </QueryState>
      {details.dialog}
    </Box>
  );
}
