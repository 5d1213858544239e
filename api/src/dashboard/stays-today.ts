/** Today's arrivals and departures: standing stays starting or ending today, with what they owe. */
import type { CalendarDate, DashboardReply, DashboardStayReply } from '@lakeside/contracts';
import { In, type EntityManager } from 'typeorm';
import { BookingPayment } from '../payments/booking-payment.entity.js';
import { chargesOf, folioBalance } from '../folio/folio-balance.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';

export async function staysToday(manager: EntityManager, today: CalendarDate): Promise<DashboardReply['today']> {
  const rows = await manager.find(RoomBooking, {
    where: [
      { checkinDate: today, status: In(['held', 'confirmed']) },
      { checkoutDate: today, status: In(['held', 'confirmed']) },
    ],
    relations: { room: true },
    order: { checkinDate: 'ASC', id: 'ASC' },
  });
  const payments = rows.length
    ? await manager.find(BookingPayment, {
        where: { bookingKind: 'room', bookingId: In(rows.map((row) => row.id)) },
        order: { id: 'ASC' },
      })
    : [];
  const charges = await chargesOf(
    manager,
    rows.map((row) => row.id),
  );
  const view = (row: RoomBooking, done: boolean): DashboardStayReply => ({
    reference: row.reference,
    guestName: row.guestName,
    roomName: row.room?.name ?? row.roomType,
    guests: row.guests,
    checkinDate: row.checkinDate,
    checkoutDate: row.checkoutDate,
    status: row.status,
    done,
    balanceDue: folioBalance(
      { status: row.status, total: row.totalPrice },
      payments.filter((payment) => payment.bookingId === row.id),
      charges.filter((charge) => charge.roomBookingId === row.id),
    ).balanceDue,
    currency: row.currency,
  });
  return {
    date: today,
    arrivals: rows.filter((row) => row.checkinDate === today).map((row) => view(row, row.checkedInAt !== null)),
    departures: rows.filter((row) => row.checkoutDate === today).map((row) => view(row, row.checkedOutAt !== null)),
  };
}
