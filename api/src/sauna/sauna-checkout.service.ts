import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SaunaBookedReply, SaunaBookingParsed, SessionPaymentOrderReply } from '@lakeside/contracts';
import type { Repository } from 'typeorm';
import { BookingCheckout } from '../bookings/checkout/booking-checkout.js';
import { toSaunaBookingView } from './sauna-booking-view.js';
import { SaunaBooking } from './sauna-booking.entity.js';
import { SaunaBookingService } from './sauna-booking.service.js';
import { SaunaHolds } from './sauna-holds.js';

/**
 * A private sauna session paid online: the slot is held for the server's rate while the guest
 * pays (POST /api/sauna-bookings/checkout), and confirmed by the capture
 * (POST /api/sauna-bookings/checkout/:orderId/capture), which mails the confirmation once. Paid
 * on a hosted checkout (Recurrente), its webhook confirms through the same capture.
 */
@Injectable()
export class SaunaCheckoutService implements OnModuleInit {
  constructor(
    @InjectRepository(SaunaBooking) private readonly bookings: Repository<SaunaBooking>,
    private readonly sauna: SaunaBookingService,
    private readonly holds: SaunaHolds,
    private readonly checkout: BookingCheckout,
  ) {}

  onModuleInit(): void {
    this.checkout.completeOrdersOf(this.holds, (orderId) => this.capture(orderId));
  }

  async start(input: SaunaBookingParsed, now = new Date()): Promise<SessionPaymentOrderReply> {
    const row = await this.sauna.price(input, now);
    this.checkout.assertSomethingToPay(row.totalPrice);
    const terms = this.checkout.holdTerms(input.provider, now);
    const id = await this.sauna.insertOnce({
      ...row,
      paymentStatus: 'held',
      holdExpiresAt: terms.holdExpiresAt,
      paymentProvider: terms.provider.name,
    });
    const hold = await this.bookings.findOneByOrFail({ id });
    return this.checkout.placeOrder(this.holds, terms, {
      bookingId: hold.id,
      reference: hold.reference,
      amount: hold.totalPrice,
      currency: hold.currency,
      holdExpiresAt: terms.holdExpiresAt,
      description: `Private sauna session, ${hold.duration} min, ${hold.sessionDate} ${hold.timeSlot}`,
      language: hold.language,
    });
  }

  async capture(orderId: string, now = new Date()): Promise<SaunaBookedReply> {
    const { bookingId, newlyConfirmed } = await this.checkout.capture(this.holds, orderId, now);
    const booking = await this.bookings.findOneByOrFail({ id: bookingId });
    return newlyConfirmed ? this.sauna.confirm(booking) : { ...toSaunaBookingView(booking), emailSent: false };
  }
}
