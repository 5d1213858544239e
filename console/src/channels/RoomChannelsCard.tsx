import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { CHANNEL_ACCESS, type ChannelRoomReply, type StaffRole } from '@lakeside/contracts';
import { BlockList } from './BlockList';
import { CalendarLink } from './CalendarLink';
import { useChannelWrite } from './channelQueries';
import { ConflictList } from './ConflictList';
import { FeedList } from './FeedList';

/** One room on the Channels page: conflicts first (in red), its feed URL, other channels' feeds, blocked nights. */
export function RoomChannelsCard({ room, role }: { room: ChannelRoomReply; role: StaffRole | undefined }) {
  const write = useChannelWrite();
  const canManage = role !== undefined && (CHANNEL_ACCESS.manage as readonly StaffRole[]).includes(role);
  const roomPath = `rooms/${encodeURIComponent(room.roomId)}`;
  return (
    <Card component="section" aria-label={room.name} variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {room.name}
          </Typography>
          <ConflictList conflicts={room.conflicts} />
          <CalendarLink
            calendarPath={room.calendarPath}
            canRotate={canManage}
            onRotate={async () => {
              await write('POST', `${roomPath}/token`);
            }}
          />
          <Divider />
          <FeedList
            feeds={room.feeds}
            canManage={canManage}
            onSync={(feedId) => write('POST', `feeds/${feedId}/sync`)}
            onRemove={(feedId) => write('DELETE', `feeds/${feedId}`)}
            onAdd={(name, url) => write('POST', `${roomPath}/feeds`, { name, url })}
          />
          <Divider />
          <BlockList
            blocks={room.blocks}
            feeds={room.feeds}
            onBlock={(body) => write('POST', `${roomPath}/blocks`, body)}
            onUnblock={(blockId) => write('DELETE', `blocks/${blockId}`)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
