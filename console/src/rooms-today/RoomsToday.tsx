import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate } from '../format/dates';
import { RoomCard } from './RoomCard';
import { useSetHousekeeping, useStatusBoard } from './roomBoardQueries';

/**
 * Rooms today (route /rooms-today), for every staff role and made for a phone: a card per
 * room with who arrives, stays or leaves today and its housekeeping, and the next step of
 * housekeeping as a button (cleaners mark clean, managers inspect, anyone marks dirty).
 */
export function RoomsToday() {
  const translate = useTranslate();
  const board = useStatusBoard();
  const setHousekeeping = useSetHousekeeping();

  return (
    <Box sx={{ py: 2 }}>
      <Title title="roomsToday.title" />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {translate('roomsToday.title')}
          {board.data && (
            <Typography component="span" variant="body1" color="text.secondary" sx={{ display: 'block' }}>
              {formatCalendarDate(board.data.date)}
            </Typography>
          )}
        </Typography>
      </Stack>
      <QueryState
        query={board}
        what={translate('roomsToday.loading')}
        isEmpty={(data) => data.rooms.length === 0}
        empty={translate('roomsToday.empty')}
      >
        {({ rooms }) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
            }}
          >
            {rooms.map((room) => (
              <RoomCard key={room.roomId} room={room} onMove={(status) => setHousekeeping(room.roomId, status)} />
            ))}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
