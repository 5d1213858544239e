import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { apiUrlOf } from '../providers/apiOrigin';

interface CalendarLinkProps {
  calendarPath: string;
  canRotate: boolean;
  onRotate: () => Promise<void>;
}

/** The room's feed URL for other channels, to paste into Airbnb or Booking.com, and a new one if it leaked. */
export function CalendarLink({ calendarPath, canRotate, onRotate }: CalendarLinkProps) {
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
        This room’s calendar for other channels
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          value={url}
          label="Calendar URL (keep it secret)"
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
          {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Copy by hand' : 'Copy'}
        </Button>
        {canRotate && (
          <Button
            color="warning"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            onClick={() => {
              if (window.confirm('Make a new URL? Channels using the old one stop seeing this room’s nights.')) {
                setCopied('no');
                void onRotate();
              }
            }}
          >
            New URL
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
