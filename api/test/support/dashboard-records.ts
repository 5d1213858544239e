/**
 * Records for the owner's dashboard tests, placed on past days as time would have placed them:
 * stays made at the desk and moved (with their nights) to a past check-in, restaurant orders
 * made at the till and moved to a past retreat time, and expenses entered for a past day.
 */
import { expect } from 'vitest';
import { addDays, stayNights, type DeskBookingReply, type OrderReply } from '@lakeside/contracts';
import { retreatToday } from '../../src/common/time/retreat-clock.js';
import { RestaurantOrder } from '../../src/restaurant/restaurant-order.entity.js';
import { RoomBooking } from '../../src/rooms/room-booking.entity.js';
import { RoomNight } from '../../src/rooms/room-night.entity.js';
import { orderBody, type CartLine } from './restaurant-orders.js';
import type { StaffApiClient } from './staff-session.js';
import type { TestApp } from './test-app.js';

export interface PastStay {
  id: number;
  totalPrice: string;
  reference: string;
}

export function dashboardRecords(t: TestApp, desk: StaffApiClient, manager: StaffApiClient) {
  /** Moves a stay and its room_nights rows, as time passing would have placed them. */
  async function moveStay(id: number, room: string, checkin: string, nights: number): Promise<void> {
    const checkout = addDays(checkin, nights);
    await t.dataSource.getRepository(RoomBooking).update({ id }, { checkinDate: checkin, checkoutDate: checkout });
    await t.dataSource.getRepository(RoomNight).delete({ bookingId: id });
    for (const night of stayNights(checkin, checkout)) {
      await t.dataSource.getRepository(RoomNight).insert({ roomId: room, night, bookingId: id, blockId: null });
    }
  }

  return {
    /** A desk stay of `nights` in `room`, moved to `checkin`; paid at the desk when a method is given. */
    stay: async (
      room: string,
      checkin: string,
      nights: number,
      method?: 'cash_usd' | 'cash_gtq',
    ): Promise<PastStay> => {
      const future = addDays(retreatToday(), 200 + Math.floor(Math.random() * 300));
      const { status, body } = await desk.send<DeskBookingReply>('POST', '/api/room-bookings/staff', {
        checkinDate: future,
        checkoutDate: addDays(future, nights),
        roomType: room,
        guests: 2,
        guestName: `Guest ${checkin}`,
        email: 'guest@example.com',
        phone: '+502 5555 0101',
      });
      expect(status).toBe(201);
      const { id, totalPrice } = body.booking;
      await moveStay(id, room, checkin, nights);
      if (method) {
        const paid = await desk.send('POST', `/api/room-bookings/${id}/payments`, { method, amount: totalPrice });
        expect(paid.status).toBe(201);
      }
      const { reference } = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id });
      return { id, totalPrice, reference };
    },

    /** An order placed "at" a retreat time ('yyyy-MM-ddTHH:mm:ss'), paid when a payment is given. */
    sell: async (lines: CartLine[], localTime: string, payment?: Record<string, unknown>): Promise<OrderReply> => {
      const { status, body } = await desk.send<OrderReply>(
        'POST',
        '/api/restaurant/orders',
        orderBody(lines, { source: 'pos', customerPhone: null, customerEmail: null }),
      );
      expect(status).toBe(201);
      await t.dataSource
        .getRepository(RestaurantOrder)
        .update({ id: body.id }, { orderTime: new Date(`${localTime}-06:00`) });
      if (payment)
        expect((await desk.send('POST', `/api/restaurant/orders/${body.id}/payment`, payment)).status).toBe(200);
      return body;
    },

    /** An expense entered by a manager for `expenseDate`. */
    expense: async (expenseDate: string, amount: string, currency: 'Q' | 'USD'): Promise<void> => {
      const { status } = await manager.send('POST', '/api/expenses', {
        expenseDate,
        vendorName: 'Ferretería El Lago',
        amount,
        currency,
        description: 'Hinges',
        category: 'maintenance',
        paymentMethod: 'cash',
        accountId: 1,
        notes: '',
      });
      expect(status).toBe(201);
    },
  };
}
