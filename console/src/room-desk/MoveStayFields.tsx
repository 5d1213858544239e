import { dateChangeQuoteReply, PAY_AT_RETREAT, type RoomBookingReply } from '@lakeside/contracts';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { failureOf } from '../common/QueryState';
import { useRooms } from '../dashboard/dashboardQueries';
import { formatMoney } from '../format/money';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey } from '../providers/useStaffQuery';
import { CheckingQuote, MoveReasonField } from './MoveParts';

/** Where staff move a stay: another room, other dates, and why (kept in the audit log). */
export interface MoveDraft {
  roomType: string;
  checkinDate: string;
  checkoutDate: string;
  reason: string;
}

export const moveDraftOf = (booking: RoomBookingReply): MoveDraft => ({
  roomType: booking.roomType,
  checkinDate: booking.checkinDate,
  checkoutDate: booking.checkoutDate,
  reason: '',
});

/** The move's query string, as GET and POST /api/room-bookings/:id/move read it. */
export const moveQuery = ({ roomType, checkinDate, checkoutDate }: MoveDraft) =>
  new URLSearchParams({ roomType, checkinDate, checkoutDate }).toString();

/** Unchanged, or not yet a stay: nothing to quote or move. */
export function isMove(booking: RoomBookingReply, draft: MoveDraft): boolean {
  const changed =
    draft.roomType !== booking.roomType ||
    draft.checkinDate !== booking.checkinDate ||
    draft.checkoutDate !== booking.checkoutDate;
  return changed && draft.checkinDate !== '' && draft.checkoutDate > draft.checkinDate;
}

/**
 * "Change dates or room": the new stay, and the server's quote for it (GET
 * /api/room-bookings/:id/move) — the new price, whether the nights are free, and what follows
 * for the money — before anything moves.
 */
export function MoveStayFields({
  booking,
  value,
  onChange,
}: {
  booking: RoomBookingReply;
  value: MoveDraft;
  onChange: (draft: MoveDraft) => void;
}) {
  const translate = useTranslate();
  const rooms = useRooms();
  const set = (field: keyof MoveDraft) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TextField
        select
        label={translate('roomDesk.move.room')}
        value={value.roomType}
        onChange={set('roomType')}
        fullWidth
      >
        {(rooms.data ?? []).map((room) => (
          <MenuItem key={room.id} value={room.id}>
            {room.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={translate('roomDesk.move.checkin')}
          value={value.checkinDate}
          onChange={set('checkinDate')}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={translate('roomDesk.move.checkout')}
          value={value.checkoutDate}
          onChange={set('checkoutDate')}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <MoveQuote booking={booking} draft={value} />
      <MoveReasonField value={value.reason} onChange={(reason) => onChange({ ...value, reason })} />
    </Stack>
  );
}

/** The server's answer for the move being entered, or nothing while it is not one. */
function MoveQuote({ booking, draft }: { booking: RoomBookingReply; draft: MoveDraft }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const path = `room-bookings/${booking.id}/move?${moveQuery(draft)}`;
  const quote = useQuery({
    queryKey: staffQueryKey(path),
    queryFn: () => dataProvider.getJson(path, dateChangeQuoteReply),
    enabled: isMove(booking, draft),
    retry: false,
  });
  if (!isMove(booking, draft)) return null;
  if (quote.isPending) {
    return <CheckingQuote />;
  }
  if (quote.isError) return <Alert severity="warning">{failureOf(quote.error)}</Alert>;
  const { proposed, currency, available, refund, toPay } = quote.data;
  if (!available) {
    return (
      <Alert severity="warning" role="status" aria-label={translate('roomDesk.quote.label')}>
        {translate('roomDesk.quote.nightsTaken')}
      </Alert>
    );
  }
  const money = (amount: string) => formatMoney(amount, currency);
  const follows =
    refund !== '0.00'
      ? translate('roomDesk.quote.refundToCard', { amount: money(refund) })
      : toPay !== '0.00'
        ? translate('roomDesk.quote.moreAtDesk', { amount: money(toPay) })
        : booking.paymentProvider === PAY_AT_RETREAT
          ? translate('roomDesk.quote.newTotalAtRetreat')
          : translate('roomDesk.quote.nothingMore');
  return (
    <Alert severity="info" role="status" aria-label={translate('roomDesk.quote.label')}>
      {translate('roomDesk.quote.nights', { smart_count: proposed.nights })} · <strong>{money(proposed.total)}</strong>{' '}
      {translate('roomDesk.quote.was', { amount: money(quote.data.current.total) })} {follows}
    </Alert>
  );
}
