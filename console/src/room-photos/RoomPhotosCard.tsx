import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { RoomPhotoRoomReply } from '@lakeside/contracts';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PhotoList } from './PhotoList';
import { useRoomPhotoWrite } from './roomPhotoQueries';
import { UploadPhotos } from './UploadPhotos';

/** One room on the Room photos page: its upload, and its photos in the order guests see them. */
export function RoomPhotosCard({ room, canManage }: { room: RoomPhotoRoomReply; canManage: boolean }) {
  const translate = useTranslate();
  const write = useRoomPhotoWrite();
  const [error, setError] = useState<string | null>(null);
  const run = async (method: 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const refused = await write(method, path, body);
    setError(refused);
    return refused;
  };
  return (
    <Card component="section" aria-label={room.name} variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {room.name}
            </Typography>
            {!room.isActive && <Chip size="small" label={translate('roomPhotos.hidden')} />}
          </Stack>
          {canManage && <UploadPhotos roomId={room.roomId} roomName={room.name} />}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {room.photos.length === 0 ? (
            <Typography color="text.secondary">{translate('roomPhotos.noPhotos')}</Typography>
          ) : (
            <PhotoList
              photos={room.photos}
              canManage={canManage}
              onReorder={(photoIds) => run('PUT', `rooms/${encodeURIComponent(room.roomId)}/order`, { photoIds })}
              onSaveText={(id, text) => run('PUT', String(id), text)}
              onRemove={(id) => run('DELETE', String(id))}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
