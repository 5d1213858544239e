import { Alert, AlertTitle, Stack } from '@mui/material';
import type { ChannelConflictReply } from '@lakeside/contracts';
import { useTranslate } from 'react-admin';
import { formatCalendarDate, formatInstant } from '../format/dates';

/** Double bookings, in red: another channel sold nights one of our bookings holds. */
export function ConflictList({ conflicts }: { conflicts: ChannelConflictReply[] }) {
  const translate = useTranslate();
  if (conflicts.length === 0) return null;
  return (
    <Stack spacing={1} role="list" aria-label={translate('channels.conflicts.label')}>
      {conflicts.map((conflict) => (
        <Alert key={conflict.id} severity="error" variant="filled" role="listitem">
          <AlertTitle>{translate('channels.conflicts.title')}</AlertTitle>
          {translate(conflict.mailedAt ? 'channels.conflicts.mailed' : 'channels.conflicts.text', {
            channel: conflict.feedName,
            checkin: formatCalendarDate(conflict.checkinDate),
            checkout: formatCalendarDate(conflict.checkoutDate),
            reference: conflict.bookingReference,
            found: formatInstant(conflict.detectedAt),
          })}
        </Alert>
      ))}
    </Stack>
  );
}
