import { NOTICES, type SaunaBookingReply } from '@lakeside/contracts';
import { formatCalendarDate, formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import { BookingTable, type BookingColumn } from './BookingTable';
import { useSaunaBookings } from './dashboardQueries';
import { QueryState } from '../common/QueryState';
import { useState } from 'react';
import { SessionBookingDialog } from '../session-desk/SessionBookingDialog';

const columns: BookingColumn<SaunaBookingReply>[] = [
  { label: 'Guest', render: (booking) => booking.guestName },
  { label: 'Date', render: (booking) => formatCalendarDate(booking.sessionDate) },
  { label: 'Time', render: (booking) => booking.timeSlot },
  { label: 'Duration', render: (booking) => `${booking.duration} min`, align: 'right' },
  { label: 'Total', render: (booking) => formatMoney(booking.totalPrice, booking.currency), align: 'right' },
  { label: 'Contact', render: (booking) => [booking.email, booking.phone].filter(Boolean).join(' · ') },
  { label: 'Notes', render: (booking) => booking.notes ?? '' },
  { label: 'Booked', render: (booking) => formatInstant(booking.createdAt) },
];

/** Every sauna session booked, latest first; a row opens the desk's dialog (cancel, payment, attended). */
export function SaunaBookingsTab() {
  const bookings = useSaunaBookings();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <QueryState
        query={bookings}
        what="sauna bookings"
        isEmpty={(list) => list.length === 0}
        empty={NOTICES.admin.noSaunaBookings}
      >
        {(list) => (
          <BookingTable
            label="Sauna bookings"
            rows={[...list].sort((a, b) =>
              `${b.sessionDate} ${b.timeSlot}`.localeCompare(`${a.sessionDate} ${a.timeSlot}`),
            )}
            columns={columns}
            phoneLines={(booking) => ({
              primary: `${booking.guestName} · ${booking.duration} min`,
              secondary: `${formatCalendarDate(booking.sessionDate)} ${booking.timeSlot} · ${formatMoney(booking.totalPrice, booking.currency)}`,
            })}
            onOpen={(booking) => setOpen(booking.id)}
            openLabel={(booking) =>
              `Open sauna booking of ${booking.guestName}, ${booking.sessionDate} ${booking.timeSlot}`
            }
          />
        )}
      </QueryState>
      <SessionBookingDialog kind="sauna" id={open} onClose={() => setOpen(null)} />
    </>
  );
}
