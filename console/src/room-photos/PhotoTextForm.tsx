import { Button, Stack, TextField } from '@mui/material';
import {
  ROOM_PHOTO_LIMITS,
  messageIn,
  roomPhotoTextSchema,
  type Language,
  type RoomPhotoTextInput,
  type StaffRoomPhotoReply,
} from '@lakeside/contracts';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';

/** A photo's alt text in English and Spanish, checked with the contracts' schema before it is sent. */
export function PhotoTextForm({
  photo,
  onSave,
}: {
  photo: StaffRoomPhotoReply;
  onSave: (text: RoomPhotoTextInput) => Promise<string | null>;
}) {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const [alt, setAlt] = useState(photo.alt);
  const [altEs, setAltEs] = useState(photo.altEs ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = alt !== photo.alt || altEs !== (photo.altEs ?? '');

  return (
    <Stack
      component="form"
      aria-label={translate('roomPhotos.text.label', { file: photo.fileName })}
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = roomPhotoTextSchema.safeParse({ alt, altEs });
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message;
          setError(message ? messageIn(locale, message) : null);
          return;
        }
        setError(null);
        setSaving(true);
        void onSave(parsed.data).finally(() => setSaving(false));
      }}
    >
      <TextField
        size="small"
        label={translate('roomPhotos.text.english')}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: ROOM_PHOTO_LIMITS.alt } }}
      />
      <TextField
        size="small"
        label={translate('roomPhotos.text.spanish')}
        value={altEs}
        onChange={(event) => setAltEs(event.target.value)}
        slotProps={{ htmlInput: { maxLength: ROOM_PHOTO_LIMITS.alt } }}
      />
      <div>
        <Button type="submit" size="small" variant="contained" disabled={!changed || saving}>
          {translate('roomPhotos.text.save')}
        </Button>
      </div>
    </Stack>
  );
}
