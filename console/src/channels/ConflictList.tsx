import { Alert, AlertTitle, Stack } from '@mui/material';
import type { ChannelConflictReply } from '@lakeside/contracts';
import { formatCalendarDate, formatInstant } from '../format/dates';

/** Double bookings, in red: another channel sold nights one of our bookings holds. */
export function ConflictList({ conflicts }: { conflicts: ChannelConflictReply[] }) {
  if (conflicts.length === 0) return null;
  return (
    <Stack spacing={1} role="list" aria-label="Conflicts">
      {conflicts.map((conflict) => (
        <Alert key={conflict.id} severity="error" variant="filled" role="listitem">
          <AlertTitle>Double booking</AlertTitle>
          {conflict.feedName} has a booking from {formatCalendarDate(conflict.checkinDate)} to{' '}
          {formatCalendarDate(conflict.checkoutDate)} on nights our booking {conflict.bookingReference} holds. Found{' '}
          {formatInstant(conflict.detectedAt)}
          {conflict.mailedAt ? '; the inbox was told.' : '.'}
        </Alert>
      ))}
    </Stack>
  );
}
