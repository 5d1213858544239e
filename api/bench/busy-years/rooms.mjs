// Room stays of the busy years: 12 rooms (the 4 of the catalogue and 8 casitas, since 4 rooms
// cannot hold 5,000 stays in three years), booked back to back with short gaps, plus the
// cancelled and expired bookings that own no nights. Held and confirmed stays own their
// `room_nights`, so the unique key (roomId, night) is respected by construction.
import { insertObjects } from '../bulk-insert.mjs';
import { addDays, guest, money, stamp } from './random.mjs';

const EXTRA_ROOMS = 8;

/** Inserts the casitas; returns every room with what a stay needs (id, price, size). */
async function addCasitas(bulk) {
  const rooms = await bulk.query('SELECT * FROM rooms ORDER BY displayOrder');
  const casitas = Array.from({ length: EXTRA_ROOMS }, (_, i) => ({
    ...rooms[0],
    id: `casita_${i + 1}`,
    name: `Casita ${i + 1}`,
    nameEs: `Casita ${i + 1}`,
    displayOrder: 100 + i,
  }));
  const columns = Object.keys(rooms[0]);
  await bulk.insert(
    'rooms',
    columns,
    casitas.map((room) => columns.map((column) => room[column])),
  );
  return [...rooms, ...casitas].map((room) => ({
    id: room.id,
    price: Number(room.pricePerNight),
    maxGuests: Number(room.maxGuests),
  }));
}

function booking(random, room, checkin, nights, status, now) {
  const createdMs = Math.min(Date.parse(`${checkin}T12:00:00Z`) - random.int(0, 90) * 86_400_000, now - 60_000);
  const provider = status === 'held' ? 'paypal' : random.weighted({ paypal: 85, pay_at_retreat: 15 });
  return {
    checkinDate: checkin,
    checkoutDate: addDays(checkin, nights),
    roomType: room.id,
    guests: random.int(1, room.maxGuests),
    ...guest(random, 0),
    totalPrice: money(nights * room.price),
    currency: 'USD',
    status,
    holdExpiresAt:
      status === 'held' ? stamp(now + 15 * 60_000) : status === 'expired' ? stamp(createdMs + 900_000) : null,
    confirmedAt: status === 'confirmed' ? stamp(createdMs + 120_000) : null,
    language: random.weighted({ en: 70, es: 30 }),
    paypalOrderId: provider,
    recurrentePaymentId: null,
    paymentProvider: provider,
    notes: provider === 'pay_at_retreat' ? 'Booked at the desk' : null,
    createdAt: stamp(createdMs),
    updatedAt: stamp(createdMs + 120_000),
  };
}

/** Stays with checkins from `first` to `last` on every room; returns the rows inserted per table. */
export async function insertStays(bulk, random, { first, last, today, now, firstId }) {
  const rooms = await addCasitas(bulk);
  // Nights the seed sold already (the demo reviews' past stays): the stays go round them.
  const seeded = new Set(
    (await bulk.query('SELECT roomId, night FROM room_nights')).map(
      (row) => `${row.roomId}|${String(row.night).slice(0, 10)}`,
    ),
  );
  const free = (room, checkin, nights) =>
    Array.from({ length: nights }, (_, i) => addDays(checkin, i)).every((night) => !seeded.has(`${room.id}|${night}`));
  const bookings = [];
  for (const room of rooms) {
    let date = addDays(first, random.int(0, 3));
    while (date <= last) {
      const nights = Number(random.weighted({ 1: 20, 2: 30, 3: 25, 4: 12, 5: 8, 7: 5 }));
      if (!free(room, date, nights)) {
        date = addDays(date, 1);
        continue;
      }
      const soon = date > today && date <= addDays(today, 14);
      const status = soon && random.chance(0.04) ? 'held' : 'confirmed';
      bookings.push(booking(random, room, date, nights, status, now));
      date = addDays(date, nights + Number(random.weighted({ 0: 45, 1: 30, 2: 15, 4: 7, 7: 3 })));
    }
  }
  // Cancelled and expired bookings own no nights, so they may name any dates.
  const span = (Date.parse(last) - Date.parse(first)) / 86_400_000;
  for (let n = Math.round(bookings.length * 0.35); n > 0; n--) {
    const status = random.weighted({ cancelled: 70, expired: 30 });
    bookings.push(
      booking(random, random.pick(rooms), addDays(first, random.int(0, span)), random.int(1, 4), status, now),
    );
  }
  // Ids follow creation, as the auto-increment would have handed them out.
  bookings.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const nights = [];
  bookings.forEach((row, i) => {
    const id = firstId + i;
    row.id = id;
    row.email = row.email.replace('0@', `${id}@`);
    row.paypalOrderId = row.paymentProvider === 'paypal' ? `BENCH-PP-R${id}` : null;
    if (row.status !== 'held' && row.status !== 'confirmed') return;
    for (let night = row.checkinDate; night < row.checkoutDate; night = addDays(night, 1)) {
      nights.push({ roomId: row.roomType, night, bookingId: id, createdAt: row.createdAt });
    }
  });
  await insertObjects(bulk, 'room_bookings', bookings);
  await insertObjects(bulk, 'room_nights', nights);
  return { room_bookings: bookings.length, room_nights: nights.length };
}
