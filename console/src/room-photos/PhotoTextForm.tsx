import { Button, Stack, TextField } from '@mui/material';
import {
  ROOM_PHOTO_LIMITS,
  roomPhotoTextSchema,
  type RoomPhotoTextInput,
  type StaffRoomPhotoReply,
} from '@lakeside/contracts';
import { useState } from 'react';

/** A photo's alt text in English and Spanish, checked with the contracts' schema before it is sent. */
export function PhotoTextForm({
  photo,
  onSave,
}: {
  photo: StaffRoomPhotoReply;
  onSave: (text: RoomPhotoTextInput) => Promise<string | null>;
}) {
  const [alt, setAlt] = useState(photo.alt);
  const [altEs, setAltEs] = useState(photo.altEs ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = alt !== photo.alt || altEs !== (photo.altEs ?? '');

  return (
    <Stack
      component="form"
      aria-label={`Alt text of ${photo.fileName}`}
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = roomPhotoTextSchema.safeParse({ alt, altEs });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? null);
          return;
        }
        setError(null);
        setSaving(true);
        void onSave(parsed.data).finally(() => setSaving(false));
      }}
    >
      <TextField
        size="small"
        label="Alt text (English)"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: ROOM_PHOTO_LIMITS.alt } }}
      />
      <TextField
        size="small"
        label="Alt text (Spanish)"
        value={altEs}
        onChange={(event) => setAltEs(event.target.value)}
        slotProps={{ htmlInput: { maxLength: ROOM_PHOTO_LIMITS.alt } }}
      />
      <div>
        <Button type="submit" size="small" variant="contained" disabled={!changed || saving}>
          Save alt text
        </Button>
      </div>
    </Stack>
  );
}
