import type { SaunaBookingReply } from '@lakeside/contracts';
import { useTranslate } from 'react-admin';
import { formatCalendarDate, formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import { BookingTable, type BookingColumn } from './BookingTable';
import { useSaunaBookings } from './dashboardQueries';
import { QueryState } from '../common/QueryState';
import { useState } from 'react';
import { SessionBookingDialog } from '../session-desk/SessionBookingDialog';

const label = (key: string) => `dashboard.saunaBookings.${key}`;

const columns: BookingColumn<SaunaBookingReply>[] = [
  { label: label('guest'), render: (booking) => booking.guestName },
  { label: label('date'), render: (booking) => formatCalendarDate(booking.sessionDate) },
  { label: label('time'), render: (booking) => booking.timeSlot },
  { label: label('duration'), render: (booking) => `${booking.duration} min`, align: 'right' },
  { label: label('total'), render: (booking) => formatMoney(booking.totalPrice, booking.currency), align: 'right' },
  { label: label('contact'), render: (booking) => [booking.email, booking.phone].filter(Boolean).join(' · ') },
  { label: label('notes'), render: (booking) => booking.notes ?? '' },
  { label: label('booked'), render: (booking) => formatInstant(booking.createdAt) },
];

/** Every sauna session booked, latest first; a row opens the desk's dialog (cancel, payment, attended). */
export function SaunaBookingsTab() {
  const translate = useTranslate();
  const bookings = useSaunaBookings();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <QueryState
        query={bookings}
        what={translate('dashboard.loading.saunaBookings')}
        isEmpty={(list) => list.length === 0}
        empty={translate('dashboard.saunaBookings.empty')}
      >
        {(list) => (
          <BookingTable
            label={translate('dashboard.saunaBookings.label')}
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
              translate('dashboard.saunaBookings.open', {
                guest: booking.guestName,
                date: booking.sessionDate,
                time: booking.timeSlot,
              })
            }
          />
        )}
      </QueryState>
      <SessionBookingDialog kind="sauna" id={open} onClose={() => setOpen(null)} />
    </>
  );
}
