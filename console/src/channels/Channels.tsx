import { Box, Stack, Typography } from '@mui/material';
import type { StaffRole } from '@lakeside/contracts';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { useChannels } from './channelQueries';
import { RoomChannelsCard } from './RoomChannelsCard';

/**
 * Channels (route /channels): per room, double bookings with other channels in red, the room's
 * calendar URL to give Airbnb or Booking.com, the calendars of theirs the API imports (last
 * sync, last error, events, "Sync now") and the nights blocked by staff or by them.
 */
export function Channels() {
  const translate = useTranslate();
  const channels = useChannels();
  const { permissions: role } = usePermissions<StaffRole>();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="channels.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('channels.title')}
        </Typography>
        <QueryState
          query={channels}
          what={translate('channels.loading')}
          isEmpty={(data) => data.rooms.length === 0}
          empty={translate('channels.empty')}
        >
          {({ rooms }) => (
            <Stack spacing={2}>
              {rooms.map((room) => (
                <RoomChannelsCard key={room.roomId} room={room} role={role} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Box>
  );
}
