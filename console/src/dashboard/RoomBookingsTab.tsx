import { nightsBetween, NOTICES, type RoomBookingReply } from '@lakeside/contracts';
import { Box, Chip } from '@mui/material';
import { formatCalendarDate, formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import { humanize } from '@lakeside/contracts';
import { BookingTable, type BookingColumn } from './BookingTable';
import { useRoomBookings, useRooms } from './dashboardQueries';
import { QueryState } from '../common/QueryState';
import { NewBookingButton } from '../room-desk/NewBookingButton';
import { paymentOf } from '../room-desk/bookingFacts';
import { useBookingDialog } from '../room-desk/useBookingDialog';

const STATUS_COLOR = { confirmed: 'success', held: 'warning' } as const;

function StatusChip({ status }: Pick<RoomBookingReply, 'status'>) {
  const color = status === 'confirmed' || status === 'held' ? STATUS_COLOR[status] : 'default';
  return <Chip size="small" color={color} label={humanize(status)} />;
}

const dates = (booking: RoomBookingReply) =>
  `${formatCalendarDate(booking.checkinDate)} → ${formatCalendarDate(booking.checkoutDate)}`;

/** Every room booking, latest check-in first; "New booking" for the desk, details and cancel per row. */
export function RoomBookingsTab() {
  const bookings = useRoomBookings();
  const rooms = useRooms();
  const roomName = (id: string) => rooms.data?.find((room) => room.id === id)?.name ?? id;
  const details = useBookingDialog(roomName);

  const columns: BookingColumn<RoomBookingReply>[] = [
    { label: 'Guest', render: (booking) => booking.guestName },
    { label: 'Room', render: (booking) => roomName(booking.roomType) },
    { label: 'Check-in', render: (booking) => formatCalendarDate(booking.checkinDate) },
    { label: 'Check-out', render: (booking) => formatCalendarDate(booking.checkoutDate) },
    { label: 'Nights', render: (booking) => nightsBetween(booking.checkinDate, booking.checkoutDate), align: 'right' },
    { label: 'Guests', render: (booking) => booking.guests, align: 'right' },
    { label: 'Total', render: (booking) => formatMoney(booking.totalPrice, booking.currency), align: 'right' },
    { label: 'Status', render: (booking) => <StatusChip status={booking.status} /> },
    { label: 'Payment', render: paymentOf },
    // A walk-in may have given only an e-mail or only a phone.
    { label: 'Contact', render: (booking) => [booking.email, booking.phone].filter(Boolean).join(' · ') },
    { label: 'Booked', render: (booking) => formatInstant(booking.createdAt) },
  ];

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, pb: 0 }}>
        <NewBookingButton />
      </Box>
      <QueryState
        query={bookings}
        what="room bookings"
        isEmpty={(list) => list.length === 0}
        empty={NOTICES.admin.noRoomBookings}
      >
        {(list) => (
          <BookingTable
            label="Room bookings"
            rows={[...list].sort((a, b) => b.checkinDate.localeCompare(a.checkinDate))}
            columns={columns}
            phoneLines={(booking) => ({
              primary: `${booking.guestName} · ${roomName(booking.roomType)}`,
              secondary: `${dates(booking)} · ${formatMoney(booking.totalPrice, booking.currency)} · ${humanize(booking.status)}`,
            })}
            onOpen={details.open}
            openLabel={(booking) => `Open booking of ${booking.guestName}, ${dates(booking)}`}
          />
        )}
      </QueryState>
      {details.dialog}
    </>
  );
}
