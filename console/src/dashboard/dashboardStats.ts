import {
  addDays,
  stayNights,
  sumMoney,
  type CalendarDate,
  type EventOccurrenceReply,
  type MoneyString,
  type RoomBookingReply,
  type RoomReply,
} from '@lakeside/contracts';

/** Held and confirmed bookings occupy their nights; cancelled and expired ones free them. */
export function occupiesNights(booking: RoomBookingReply): boolean {
  return booking.status === 'held' || booking.status === 'confirmed';
}

/** Money only counts once it is received: a held booking has not paid yet. */
function isConfirmed(booking: RoomBookingReply): boolean {
  return booking.status === 'confirmed';
}

export interface CurrencyTotal {
  currency: string;
  total: MoneyString;
}

/** Revenue = the exact sum of confirmed bookings' totals, per currency (rooms sell in USD). */
export function revenue(bookings: readonly RoomBookingReply[]): CurrencyTotal[] {
  const byCurrency = new Map<string, MoneyString[]>();
  for (const booking of bookings.filter(isConfirmed)) {
    byCurrency.set(booking.currency, [...(byCurrency.get(booking.currency) ?? []), booking.totalPrice]);
  }
  return [...byCurrency].map(([currency, totals]) => ({ currency, total: sumMoney(totals) }));
}

/** Guests arriving and leaving on a day (the retreat's today, for the cards). */
export function movementsOn(bookings: readonly RoomBookingReply[], day: CalendarDate) {
  const active = bookings.filter(occupiesNights);
  return {
    arrivals: active.filter((booking) => booking.checkinDate === day).length,
    departures: active.filter((booking) => booking.checkoutDate === day).length,
  };
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

export interface Occupancy {
  bookedNights: number;
  availableNights: number;
  /** 0…1; 0 when there are no rooms. */
  rate: number;
}

/** Occupancy of a month: booked room nights / (rooms × days in the month). */
export function occupancy(
  bookings: readonly RoomBookingReply[],
  rooms: readonly RoomReply[],
  month: string,
): Occupancy {
  const roomIds = new Set(rooms.map((room) => room.id));
  const bookedNights = bookings
    .filter((booking) => occupiesNights(booking) && roomIds.has(booking.roomType))
    .flatMap((booking) => stayNights(booking.checkinDate, booking.checkoutDate))
    .filter((night) => night.startsWith(`${month}-`)).length;
  const availableNights = rooms.length * datesOfMonth(month).length;
  return { bookedNights, availableNights, rate: availableNights === 0 ? 0 : bookedNights / availableNights };
}

/** Seats sold in sessions that have not started yet (the retreat's date and time). */
export function upcomingEventSeats(
  events: readonly EventOccurrenceReply[],
  today: CalendarDate,
  timeOfDay: string,
): number {
  return events
    .flatMap((event) => event.sessions)
    .filter((session) => session.date > today || (session.date === today && session.time >= timeOfDay))
    .reduce((seats, session) => seats + session.seatsTaken, 0);
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
