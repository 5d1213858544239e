import type { HousekeepingStatus, RoomBoardEntryReply, RoomDayState } from '@lakeside/contracts';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../format/dates';

/** Each state in words (roomsToday.state) and a colour: the words carry it, the colour only helps a glance. */
const STATE_COLORS: Record<RoomDayState, 'default' | 'info' | 'success' | 'warning'> = {
  vacant: 'default',
  arriving: 'info',
  occupied: 'success',
  departing: 'warning',
};

const HOUSEKEEPING_COLORS: Record<HousekeepingStatus, 'error' | 'success' | 'primary'> = {
  dirty: 'error',
  clean: 'primary',
  inspected: 'success',
};

interface RoomCardProps {
  room: RoomBoardEntryReply;
  /** Resolves with null when done, else the reason it was refused. */
  onMove: (status: HousekeepingStatus) => Promise<string | null>;
}

/** One room's day: its state, the guest behind it, and its housekeeping with the moves allowed next. */
export function RoomCard({ room, onMove }: RoomCardProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const state = { label: translate(`roomsToday.state.${room.state}`), color: STATE_COLORS[room.state] };
  const housekeeping = {
    label: translate(`roomsToday.housekeeping.${room.housekeeping}`),
    color: HOUSEKEEPING_COLORS[room.housekeeping],
  };
  const action = (status: HousekeepingStatus) => translate(`roomsToday.mark.${status}`);
  const titleId = `room-${room.roomId}-name`;

  async function move(status: HousekeepingStatus) {
    setBusy(true);
    setRefusal(await onMove(status));
    setBusy(false);
  }

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ borderLeft: 6, borderLeftColor: state.color === 'default' ? 'grey.400' : `${state.color}.main` }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {room.name}
          </Typography>
          <Chip label={state.label} color={state.color} size="small" />
        </Stack>
        {room.guest ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {room.guest.guestName} · {room.guest.reference}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {formatCalendarDate(room.guest.checkinDate)} → {formatCalendarDate(room.guest.checkoutDate)}
            </Box>
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('roomsToday.noGuest')}
          </Typography>
        )}
        {room.nextArrival && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('roomsToday.nextArrival', {
              guest: room.nextArrival.guestName,
              reference: room.nextArrival.reference,
            })}
          </Typography>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2">{translate('roomsToday.housekeeping.label')}</Typography>
          <Chip label={housekeeping.label} color={housekeeping.color} size="small" variant="outlined" />
          {room.housekeepingUpdatedBy && (
            <Typography variant="caption" color="text.secondary">
              {translate('roomsToday.housekeeping.by', { name: room.housekeepingUpdatedBy })}
            </Typography>
          )}
        </Stack>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {refusal}
          </Alert>
        )}
      </CardContent>
      {room.housekeepingMoves.length > 0 && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
          {room.housekeepingMoves.map((status) => (
            <Button
              key={status}
              // Sending a room back to dirty undoes work: never the big button.
              variant={status === 'dirty' ? 'outlined' : 'contained'}
              disabled={busy}
              onClick={() => void move(status)}
              aria-label={translate('roomsToday.mark.label', { action: action(status), room: room.name })}
              sx={{ minHeight: 44, flex: { xs: '1 1 auto', sm: 'none' }, ml: '0 !important' }}
            >
              {action(status)}
            </Button>
          ))}
        </CardActions>
      )}
    </Card>
  );
}
