import { makeRoomSearchSchema, roomSearchReply } from '@lakeside/contracts';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { failureOf } from '../common/QueryState';
import { retreatToday } from '../format/dates';
import { formatMoney } from '../format/money';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey } from '../providers/useStaffQuery';
import { taxSummary } from './taxSummary';

interface StayQuoteProps {
  roomType?: unknown;
  checkinDate?: unknown;
  checkoutDate?: unknown;
  guests?: unknown;
}

/** The availability query of a stay, or null while the form does not yet describe one. */
function availabilityPath({ roomType, checkinDate, checkoutDate, guests }: StayQuoteProps): string | null {
  const search = makeRoomSearchSchema({ today: retreatToday() }).safeParse({
    checkin: checkinDate,
    checkout: checkoutDate,
    guests,
    roomType,
  });
  if (!search.success || search.data.roomType === 'all') return null;
  const { checkin, checkout, guests: party, roomType: room } = search.data;
  return `rooms/availability?${new URLSearchParams({ checkin, checkout, guests: String(party), roomType: room })}`;
}

/**
 * The server's price and availability for the stay being entered, before it is booked
 * (GET /api/rooms/availability): the desk quotes what the guest will pay on arrival.
 */
export function StayQuote(props: StayQuoteProps) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const path = availabilityPath(props);
  const quote = useQuery({
    queryKey: staffQueryKey(path ?? 'rooms/availability'),
    queryFn: () => dataProvider.getJson(path ?? '', roomSearchReply),
    enabled: path !== null,
  });
  if (path === null) return null;
  if (quote.isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }} role="status">
        <CircularProgress size={16} />
        <Typography variant="body2">Checking price and availability…</Typography>
      </Stack>
    );
  }
  if (quote.isError) {
    return <Alert severity="warning">Price unavailable: {failureOf(quote.error)}</Alert>;
  }
  const room = quote.data.rooms.find((candidate) => candidate.id === props.roomType);
  if (!room) return null;
  if (!room.available) {
    return (
      <Alert severity="warning" role="status" aria-label="Price and availability">
        {room.message}
      </Alert>
    );
  }
  const taxes = taxSummary(room.taxes, room.currency);
  return (
    <Alert severity="info" role="status" aria-label="Price and availability">
      {room.nights} nights · <strong>{formatMoney(room.totalPrice, room.currency)}</strong>, to pay at the retreat
      {taxes && <Typography variant="body2">{taxes}</Typography>}
    </Alert>
  );
}
