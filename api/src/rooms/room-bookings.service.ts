import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { moneyEquals, type RoomBookingParsed, type RoomBookingReply } from '@lakeside/contracts';
import type { Repository } from 'typeorm';
import { RoomBooking } from './room-booking.entity.js';
import { toRoomBookingView } from './room-booking.view.js';
import { PaymentError } from '../payments/payment-errors.js';
import { PaymentProviders } from '../payments/payment-providers.js';
import { RoomError } from './room-errors.js';

/**
 * POST /api/room-bookings with the first version's body
 * (docs/requirements/booking-rules.md#paying-for-a-room). Bookings are created when their nights
 * are held (POST /paypal/order) and confirmed by the capture, so this call creates nothing:
 * it returns the booking that the captured order paid for, as often as asked: `paypalOrderId`,
 * or for Recurrente `recurrentePaymentId`, the checkout id (both are the hold's order id).
 */
@Injectable()
export class RoomBookingsService {
  constructor(
    @InjectRepository(RoomBooking) private readonly bookings: Repository<RoomBooking>,
    private readonly providers: PaymentProviders,
  ) {}

  /** Staff list (GET /api/room-bookings): every booking, newest stay first. */
  async list(): Promise<RoomBookingReply[]> {
    const rows = await this.bookings.find({ order: { checkinDate: 'DESC', id: 'DESC' } });
    return rows.map(toRoomBookingView);
  }

  async findPaid(payload: RoomBookingParsed): Promise<RoomBookingReply> {
    // 422 payments.providerNotOffered when this retreat does not take Recurrente.
    const recurrente = payload.paymentProvider === 'recurrente' && this.providers.get('recurrente');
    const orderId = recurrente ? payload.recurrentePaymentId : payload.paypalOrderId;
    if (!orderId) throw new RoomError('rooms.paymentRequired');
    const booking = await this.bookings.findOneBy({ paypalOrderId: orderId });
    if (!booking) throw new RoomError('rooms.paymentNotFound');
    if (booking.status !== 'confirmed') throw new PaymentError('payments.notCompleted');
    const samePurchase =
      booking.roomType === payload.roomType &&
      booking.checkinDate === payload.checkinDate &&
      booking.checkoutDate === payload.checkoutDate &&
      moneyEquals(booking.totalPrice, payload.totalPrice);
    // One payment pays for one booking: a payload for another stay cannot borrow it.
    if (!samePurchase) throw new RoomError('rooms.paymentForAnotherBooking');
    return toRoomBookingView(booking);
  }
}
