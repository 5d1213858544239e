import { addDays } from '@lakeside/contracts';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { blockedNightsByRoom, useChannels } from '../channels';
import { retreatToday } from '../format/dates';
import { nightsByRoom } from './dashboardStats';
import { useRoomBookings, useRooms } from './dashboardQueries';
import { QueryState } from '../common/QueryState';
import { RoomNightsGrid } from './RoomNightsGrid';

/** How far ahead staff look when a guest asks at the desk. */
const NIGHTS_AHEAD = 30;

function Legend() {
  const translate = useTranslate();
  const swatch = (color: string, opacity: number) => (
    <Box component="span" sx={{ display: 'inline-block', width: 14, height: 14, bgcolor: color, opacity, mr: 0.75 }} />
  );
  return (
    <Stack direction="row" spacing={2} sx={{ px: 2, pb: 1, color: 'text.secondary' }}>
      <Typography variant="body2">
        {swatch('success.light', 0.35)}
        {translate('dashboard.availability.free')}
      </Typography>
      <Typography variant="body2">
        {swatch('error.light', 0.85)}
        {translate('dashboard.availability.booked')}
      </Typography>
      <Typography variant="body2">
        {swatch('grey.500', 0.85)}
        {translate('dashboard.availability.blocked')}
      </Typography>
    </Stack>
  );
}

/**
 * Each room's next 30 nights, free, booked or blocked (by staff or another channel), from the
 * bookings list and the Channels page's blocks.
 */
export function RoomAvailabilityTab() {
  const translate = useTranslate();
  const today = retreatToday();
  const dates = Array.from({ length: NIGHTS_AHEAD }, (_, index) => addDays(today, index));
  const bookings = useRoomBookings();
  const rooms = useRooms();
  const channels = useChannels();

  return (
    <Box sx={{ pt: 2 }}>
      <Legend />
      {channels.isError && (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }}>
          {translate('dashboard.availability.blockedNotLoaded')}
        </Alert>
      )}
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
                label={translate('dashboard.availability.gridLabel', { smart_count: NIGHTS_AHEAD })}
                rooms={roomList}
                dates={dates}
                nights={nightsByRoom(bookingList)}
                blocked={blockedNightsByRoom(channels.data, translate)}
                variant="availability"
              />
            )}
          </QueryState>
        )}
      </QueryState>
    </Box>
  );
}
