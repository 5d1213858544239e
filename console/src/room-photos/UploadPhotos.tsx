import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { ROOM_PHOTO_LIMITS } from '@lakeside/contracts';
import { useId, useState } from 'react';
import { useShowPage } from './roomPhotoQueries';
import { uploadPhotos } from './uploadPhotos';

/** What the picker offers: the types the API reads. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * Several photos at once for one room, sent as one upload with a progress bar. The API checks
 * each file and makes its sizes; a refusal names the file's problem and nothing is stored.
 */
export function UploadPhotos({ roomId, roomName }: { roomId: string; roomName: string }) {
  const show = useShowPage();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > ROOM_PHOTO_LIMITS.maxPerUpload) {
      setMessage({ error: true, text: `Choose at most ${ROOM_PHOTO_LIMITS.maxPerUpload} photos at once.` });
      return;
    }
    setMessage(null);
    setProgress(0);
    try {
      show(await uploadPhotos(roomId, files, setProgress));
      setMessage({ error: false, text: `${files.length} photo(s) added.` });
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
          Upload photos
          <input
            id={inputId}
            hidden
            type="file"
            multiple
            accept={ACCEPT}
            aria-label={`Upload photos of ${roomName}`}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void send(files);
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          JPEG, PNG, WebP or AVIF, up to {ROOM_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB each
        </Typography>
      </Box>
      {progress !== null && (
        <LinearProgress
          variant={progress < 1 ? 'determinate' : 'indeterminate'}
          value={Math.round(progress * 100)}
          aria-label={progress < 1 ? `Uploading photos of ${roomName}` : `Making the sizes of ${roomName}’s photos`}
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
