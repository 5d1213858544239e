import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { ROOM_PHOTO_LIMITS, type Language } from '@lakeside/contracts';
import { useId, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useShowPage } from './roomPhotoQueries';
import { uploadPhotos } from './uploadPhotos';

/** What the picker offers: the types the API reads. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * Several photos at once for one room, sent as one upload with a progress bar. The API checks
 * each file and makes its sizes; a refusal names the file's problem and nothing is stored.
 */
export function UploadPhotos({ roomId, roomName }: { roomId: string; roomName: string }) {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const show = useShowPage();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > ROOM_PHOTO_LIMITS.maxPerUpload) {
      setMessage({
        error: true,
        text: translate('roomPhotos.upload.tooMany', { max: ROOM_PHOTO_LIMITS.maxPerUpload }),
      });
      return;
    }
    setMessage(null);
    setProgress(0);
    try {
      show(await uploadPhotos(roomId, files, setProgress, locale));
      setMessage({ error: false, text: translate('roomPhotos.upload.added', { smart_count: files.length }) });
    } catch (error) {
      setMessage({ error: true, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack spacing={1}>
      <Box>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={progress !== null}
        >
          {translate('roomPhotos.upload.button')}
          <input
            id={inputId}
            hidden
            type="file"
            multiple
            accept={ACCEPT}
            aria-label={translate('roomPhotos.upload.label', { room: roomName })}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void send(files);
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {translate('roomPhotos.upload.formats', { megabytes: ROOM_PHOTO_LIMITS.maxBytes / 1024 / 1024 })}
        </Typography>
      </Box>
      {progress !== null && (
        <LinearProgress
          variant={progress < 1 ? 'determinate' : 'indeterminate'}
          value={Math.round(progress * 100)}
          aria-label={translate(progress < 1 ? 'roomPhotos.upload.uploading' : 'roomPhotos.upload.sizing', {
            room: roomName,
          })}
        />
      )}
      {message && (
        <Alert severity={message.error ? 'error' : 'success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
