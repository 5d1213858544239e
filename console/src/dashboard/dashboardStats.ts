import { addDays, stayNights, type CalendarDate, type RoomBookingReply } from '@lakeside/contracts';

/** Held and confirmed bookings occupy their nights; cancelled and expired ones free them. */
export function occupiesNights(booking: RoomBookingReply): boolean {
  return booking.status === 'held' || booking.status === 'confirmed';
}

/** The dates of a month "yyyy-MM". */
export function datesOfMonth(month: string): CalendarDate[] {
  const first = `${month}-01`;
  const dates: CalendarDate[] = [];
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The month before or after "yyyy-MM". */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Which booking holds each room night: room id → date → booking. */
export function nightsByRoom(bookings: readonly RoomBookingReply[]): Map<string, Map<CalendarDate, RoomBookingReply>> {
  const rooms = new Map<string, Map<CalendarDate, RoomBookingReply>>();
  for (const booking of bookings.filter(occupiesNights)) {
    const nights = rooms.get(booking.roomType) ?? new Map<CalendarDate, RoomBookingReply>();
    for (const night of stayNights(booking.checkinDate, booking.checkoutDate)) nights.set(night, booking);
    rooms.set(booking.roomType, nights);
  }
  return rooms;
}
