import {
  eventListReply,
  SAUNA_SLOTS,
  sessionMoveQuoteReply,
  type DeskSessionReply,
  type EventOccurrenceReply,
} from '@lakeside/contracts';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { failureOf } from '../common/QueryState';
import { formatMoney } from '../format/money';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey, useStaffQuery } from '../providers/useStaffQuery';
import { CheckingQuote, MoveReasonField } from '../room-desk/MoveParts';

/** Where staff move a session: a sauna day and slot, or another occurrence of the event; and why. */
export interface SessionMoveDraft {
  sessionDate: string;
  timeSlot: string;
  /** An event's chosen session, as the events list names it: occurrence id, time and start, '|'-joined. */
  occurrence: string;
  reason: string;
}

export const sessionMoveDraftOf = (booking: DeskSessionReply): SessionMoveDraft => ({
  sessionDate: booking.date,
  timeSlot: booking.time,
  occurrence: '',
  reason: '',
});

/**
 * The place asked for, as GET and POST /api/{sauna,event}-bookings/:id/move read it; null while
 * it is the booking's own place or not chosen yet.
 */
export function sessionMoveTarget(booking: DeskSessionReply, draft: SessionMoveDraft): Record<string, string> | null {
  if (booking.kind === 'sauna') {
    const same = draft.sessionDate === booking.date && draft.timeSlot === booking.time;
    return same || draft.sessionDate === '' ? null : { sessionDate: draft.sessionDate, timeSlot: draft.timeSlot };
  }
  const [eventId, selectedTimeSlot, selectedDateTime] = draft.occurrence.split('|');
  return eventId && selectedTimeSlot && selectedDateTime ? { eventId, selectedTimeSlot, selectedDateTime } : null;
}

const RESOURCE = { sauna: 'sauna-bookings', event: 'event-bookings' } as const;

/**
 * "Change date": the new place, and the server's quote for it (GET …/move) — the new price,
 * whether it is free, and what follows for the money — before anything moves.
 */
export function SessionMoveFields({
  booking,
  value,
  onChange,
}: {
  booking: DeskSessionReply;
  value: SessionMoveDraft;
  onChange: (draft: SessionMoveDraft) => void;
}) {
  const translate = useTranslate();
  const set = (field: keyof SessionMoveDraft) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {booking.kind === 'sauna' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={translate('sessionDesk.move.newDate')}
            value={value.sessionDate}
            onChange={set('sessionDate')}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={translate('sessionDesk.move.newTime')}
            value={value.timeSlot}
            onChange={set('timeSlot')}
            fullWidth
          >
            {SAUNA_SLOTS.map((slot) => (
              <MenuItem key={slot} value={slot}>
                {slot}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      ) : (
        <OccurrenceChoice booking={booking} value={value.occurrence} onChange={set('occurrence')} />
      )}
      <MoveQuote booking={booking} draft={value} />
      <MoveReasonField value={value.reason} onChange={(reason) => onChange({ ...value, reason })} />
    </Stack>
  );
}

/** The event's other sessions guests could book now, from the public events list. */
function OccurrenceChoice({
  booking,
  value,
  onChange,
}: {
  booking: DeskSessionReply;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const translate = useTranslate();
  const events = useStaffQuery('events?days=28', eventListReply);
  const mine = (occurrence: EventOccurrenceReply) =>
    occurrence.id === booking.eventKey || occurrence.id.startsWith(`${booking.eventKey}:`);
  const choices = (events.data ?? []).filter(mine).flatMap((occurrence) =>
    occurrence.sessions
      .filter((session) => session.bookable && !(session.date === booking.date && session.time === booking.time))
      .map((session) => ({
        key: `${occurrence.id}|${session.time}|${session.startsAt}`,
        label: `${session.date} ${session.time} · ${translate('sessionDesk.move.spotsLeft', { smart_count: session.spotsLeft })}`,
      })),
  );
  return (
    <TextField
      select
      label={translate('sessionDesk.move.newSession')}
      value={value}
      onChange={onChange}
      fullWidth
      disabled={events.isPending}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.key} value={choice.key}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The server's answer for the place being chosen, or nothing while there is none. */
function MoveQuote({ booking, draft }: { booking: DeskSessionReply; draft: SessionMoveDraft }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const target = sessionMoveTarget(booking, draft);
  const path = `${RESOURCE[booking.kind]}/${booking.id}/move?${new URLSearchParams(target ?? {}).toString()}`;
  const quote = useQuery({
    queryKey: staffQueryKey(path),
    queryFn: () => dataProvider.getJson(path, sessionMoveQuoteReply),
    enabled: target !== null,
    retry: false,
  });
  if (target === null) return null;
  if (quote.isPending) {
    return <CheckingQuote />;
  }
  if (quote.isError) return <Alert severity="warning">{failureOf(quote.error)}</Alert>;
  const { proposed, current, currency, available, refund, toPay } = quote.data;
  if (!available) {
    return (
      <Alert severity="warning" role="status" aria-label={translate('roomDesk.quote.label')}>
        {translate(booking.kind === 'sauna' ? 'sessionDesk.move.saunaTaken' : 'sessionDesk.move.noSeats')}
      </Alert>
    );
  }
  const money = (amount: string) => formatMoney(amount, currency);
  const follows =
    refund !== '0.00'
      ? translate('roomDesk.quote.refundToCard', { amount: money(refund) })
      : toPay !== '0.00'
        ? translate('sessionDesk.move.moreToPay', { amount: money(toPay) })
        : booking.paidOnline
          ? translate('roomDesk.quote.nothingMore')
          : translate('roomDesk.quote.newTotalAtRetreat');
  return (
    <Alert severity="info" role="status" aria-label={translate('roomDesk.quote.label')}>
      {proposed.date} {proposed.time} · <strong>{money(proposed.total)}</strong>{' '}
      {translate('roomDesk.quote.was', { amount: money(current.total) })} {follows}
    </Alert>
  );
}
