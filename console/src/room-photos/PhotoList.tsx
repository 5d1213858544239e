import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Chip, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import type { RoomPhotoTextInput, StaffRoomPhotoReply } from '@lakeside/contracts';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiUrlOf } from '../providers/apiOrigin';
import { PhotoTextForm } from './PhotoTextForm';

interface Props {
  photos: StaffRoomPhotoReply[];
  canManage: boolean;
  onReorder: (photoIds: number[]) => Promise<string | null>;
  onSaveText: (id: number, text: RoomPhotoTextInput) => Promise<string | null>;
  onRemove: (id: number) => Promise<string | null>;
}

/** `ids` with the one at `from` moved to `to`. */
export function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/** The smallest WebP: a thumbnail every browser shows. */
const thumbnailOf = (photo: StaffRoomPhotoReply) =>
  photo.variants.find((variant) => variant.format === 'webp') ?? photo.variants[0]!;

/** A room's photos, cover first: dragged (or moved with the arrows) into a new order, saved as one write. */
export function PhotoList({ photos, canManage, onReorder, onSaveText, onRemove }: Props) {
  const translate = useTranslate();
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = photos.map((photo) => photo.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    void onReorder(moved(ids, from, to));
  };
  return (
    <List aria-label={translate('roomPhotos.list.label')} disablePadding>
      {photos.map((photo, index) => {
        const thumbnail = thumbnailOf(photo);
        return (
          <ListItem
            key={photo.id}
            divider
            draggable={canManage}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            aria-label={translate('roomPhotos.list.photo', { number: index + 1, file: photo.fileName })}
            sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', px: 0 }}
          >
            {canManage && <DragIndicatorIcon color="action" sx={{ cursor: 'grab', mt: 3 }} aria-hidden />}
            <Box
              component="img"
              src={apiUrlOf(thumbnail.url)}
              alt={photo.alt}
              width={160}
              height={Math.round((160 * thumbnail.height) / thumbnail.width)}
              sx={{ borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' }}
            />
            <Stack spacing={1} sx={{ flex: '1 1 18rem', minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {index === 0 && <Chip size="small" color="primary" label={translate('roomPhotos.list.cover')} />}
                <Typography variant="body2" color="text.secondary" noWrap>
                  {translate('roomPhotos.list.facts', {
                    file: photo.fileName,
                    width: photo.width,
                    height: photo.height,
                    kilobytes: Math.round(photo.bytes / 1024),
                  })}
                </Typography>
              </Stack>
              {canManage ? (
                <PhotoTextForm photo={photo} onSave={(text) => onSaveText(photo.id, text)} />
              ) : (
                <Typography variant="body2">{photo.alt}</Typography>
              )}
            </Stack>
            {canManage && (
              <Stack direction="row">
                <IconButton
                  aria-label={translate('roomPhotos.list.up', { file: photo.fileName })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={translate('roomPhotos.list.down', { file: photo.fileName })}
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={translate('roomPhotos.list.delete', { file: photo.fileName })}
                  onClick={() => {
                    if (window.confirm(translate('roomPhotos.list.confirmDelete', { file: photo.fileName })))
                      void onRemove(photo.id);
                  }}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
