import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiUrlOf } from '../providers/apiOrigin';

interface CalendarLinkProps {
  calendarPath: string;
  canRotate: boolean;
  onRotate: () => Promise<void>;
}

/** The room's feed URL for other channels, to paste into Airbnb or Booking.com, and a new one if it leaked. */
export function CalendarLink({ calendarPath, canRotate, onRotate }: CalendarLinkProps) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<'yes' | 'no' | 'failed'>('no');
  const url = new URL(apiUrlOf(calendarPath), window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field stays there to copy by hand.
      setCopied('failed');
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {translate('channels.calendar.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          value={url}
          label={translate('channels.calendar.url')}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
        />
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          variant="outlined"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate(
            copied === 'yes'
              ? 'channels.calendar.copied'
              : copied === 'failed'
                ? 'channels.calendar.copyByHand'
                : 'channels.calendar.copy',
          )}
        </Button>
        {canRotate && (
          <Button
            color="warning"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            onClick={() => {
              if (window.confirm(translate('channels.calendar.confirmNewUrl'))) {
                setCopied('no');
                void onRotate();
              }
            }}
          >
            {translate('channels.calendar.newUrl')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
