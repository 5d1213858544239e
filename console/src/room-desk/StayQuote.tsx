import { makeRoomSearchSchema, roomSearchReply } from '@lakeside/contracts';
import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { failureOf } from '../common/QueryState';
import { retreatToday } from '../format/dates';
import { formatMoney } from '../format/money';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey } from '../providers/useStaffQuery';
import { taxSummary } from './taxSummary';
import { CheckingQuote } from './MoveParts';

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
  const translate = useTranslate();
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const path = availabilityPath(props);
  const quote = useQuery({
    queryKey: staffQueryKey(path ?? 'rooms/availability'),
    queryFn: () => dataProvider.getJson(path ?? '', roomSearchReply),
    enabled: path !== null,
  });
  if (path === null) return null;
  if (quote.isPending) {
    return <CheckingQuote />;
  }
  if (quote.isError) {
    return (
      <Alert severity="warning">{translate('roomDesk.quote.unavailable', { reason: failureOf(quote.error) })}</Alert>
    );
  }
  const room = quote.data.rooms.find((candidate) => candidate.id === props.roomType);
  if (!room) return null;
  if (!room.available) {
    return (
      <Alert severity="warning" role="status" aria-label={translate('roomDesk.quote.label')}>
        {room.message}
      </Alert>
    );
  }
  const taxes = taxSummary(room.taxes, room.currency, translate);
  return (
    <Alert severity="info" role="status" aria-label={translate('roomDesk.quote.label')}>
      {translate('roomDesk.quote.nights', { smart_count: room.nights })} ·{' '}
      <strong>{formatMoney(room.totalPrice, room.currency)}</strong>
      {translate('roomDesk.quote.toPayAtRetreat')}
      {taxes && <Typography variant="body2">{taxes}</Typography>}
    </Alert>
  );
}
