import { nightsBetween, type RoomBookingReply } from '@lakeside/contracts';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate, formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import { BookingTable, CellLines, type BookingColumn } from './BookingTable';
import { useRoomBookings, useRooms } from './dashboardQueries';
import { QueryState } from '../common/QueryState';
import { NewBookingButton } from '../room-desk/NewBookingButton';
import { bookingStatusLabel, paymentOf } from '../room-desk/bookingFacts';
import { useBookingDialog } from '../room-desk/useBookingDialog';

const STATUS_COLOR = { confirmed: 'success', held: 'warning' } as const;

function StatusChip({ status }: Pick<RoomBookingReply, 'status'>) {
  const translate = useTranslate();
  const color = status === 'confirmed' || status === 'held' ? STATUS_COLOR[status] : 'default';
  return <Chip size="small" color={color} label={bookingStatusLabel(status, translate)} />;
}

/** A stay's dates, each kept whole: a narrow cell breaks the line at the arrow, not inside a date. */
function StayDates({ booking }: { booking: RoomBookingReply }) {
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <>
      <Box component="span" sx={nowrap}>
        {formatCalendarDate(booking.checkinDate)} →
      </Box>{' '}
      <Box component="span" sx={nowrap}>
        {formatCalendarDate(booking.checkoutDate)}
      </Box>
    </>
  );
}

const dates = (booking: RoomBookingReply) =>
  `${formatCalendarDate(booking.checkinDate)} → ${formatCalendarDate(booking.checkoutDate)}`;

/**
 * Every room booking, latest check-in first; "New booking" for the desk, details and cancel per
 * row. The guest's contact sits under the name and the nights under the dates, so the row and
 * its Details button fit a 1280 px screen beside the menu, in English and in Spanish.
 */
export function RoomBookingsTab() {
  const translate = useTranslate();
  const bookings = useRoomBookings();
  const rooms = useRooms();
  const roomName = (id: string) => rooms.data?.find((room) => room.id === id)?.name ?? id;
  const details = useBookingDialog(roomName);
  const label = (key: string) => `dashboard.roomBookings.${key}`;

  const columns: BookingColumn<RoomBookingReply>[] = [
    {
      label: label('guest'),
      // A walk-in may have given only an e-mail or only a phone.
      render: (booking) => <CellLines main={booking.guestName} under={[booking.email, booking.phone]} />,
    },
    { label: label('room'), render: (booking) => roomName(booking.roomType) },
    {
      label: label('stay'),
      render: (booking) => (
        <CellLines
          main={<StayDates booking={booking} />}
          under={[
            translate('roomDesk.quote.nights', {
              smart_count: nightsBetween(booking.checkinDate, booking.checkoutDate),
            }),
          ]}
        />
      ),
    },
    { label: label('guests'), render: (booking) => booking.guests, align: 'right' },
    {
      label: label('total'),
      render: (booking) => formatMoney(booking.totalPrice, booking.currency),
      align: 'right',
    },
    { label: label('status'), render: (booking) => <StatusChip status={booking.status} /> },
    { label: label('payment'), render: (booking) => paymentOf(booking, translate) },
    { label: label('booked'), render: (booking) => formatInstant(booking.createdAt) },
  ];

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, pb: 0 }}>
        <NewBookingButton />
      </Box>
      <QueryState
        query={bookings}
        what={translate('dashboard.loading.roomBookings')}
        isEmpty={(list) => list.length === 0}
        empty={translate('dashboard.roomBookings.empty')}
      >
        {(list) => (
          <BookingTable
            label={translate('dashboard.roomBookings.label')}
            rows={[...list].sort((a, b) => b.checkinDate.localeCompare(a.checkinDate))}
            columns={columns}
            phoneLines={(booking) => ({
              primary: `${booking.guestName} · ${roomName(booking.roomType)}`,
              secondary: `${dates(booking)} · ${formatMoney(booking.totalPrice, booking.currency)} · ${bookingStatusLabel(booking.status, translate)}`,
            })}
            onOpen={details.open}
            openLabel={(booking) =>
              translate('dashboard.roomBookings.open', { guest: booking.guestName, dates: dates(booking) })
            }
          />
        )}
      </QueryState>
      {details.dialog}
    </>
  );
}
