import { Box, Stack, Typography } from '@mui/material';
import { ROOM_PHOTO_ACCESS, type StaffRole } from '@lakeside/contracts';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { useRoomPhotos } from './roomPhotoQueries';
import { RoomPhotosCard } from './RoomPhotosCard';

/**
 * Room photos (route /room-photos): per room, the photos guests see (cover first), uploaded
 * several at once with a progress bar, put in order by dragging (or the arrows), each with its
 * alt text in English and Spanish. Staff without the manager's rights see them only.
 */
export function RoomPhotos() {
  const translate = useTranslate();
  const photos = useRoomPhotos();
  const { permissions: role } = usePermissions<StaffRole>();
  const canManage = role !== undefined && (ROOM_PHOTO_ACCESS.manage as readonly StaffRole[]).includes(role);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="roomPhotos.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('roomPhotos.title')}
        </Typography>
        <QueryState
          query={photos}
          what={translate('roomPhotos.loading')}
          isEmpty={(data) => data.rooms.length === 0}
          empty={translate('roomPhotos.empty')}
        >
          {({ rooms }) => (
            <Stack spacing={2}>
              {rooms.map((room) => (
                <RoomPhotosCard key={room.roomId} room={room} canManage={canManage} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Box>
  );
}
