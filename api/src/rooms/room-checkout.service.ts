import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { moneyEquals, tooManyGuests, type RoomCaptureReply, type RoomPaymentOrderReply } from '@lakeside/contracts';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { fieldError } from '../common/errors/field-error.js';
import { PaymentError, PaymentProviderError, paymentRefusal } from '../payments/payment-errors.js';
import {
  CAPTURE_COMPLETED,
  type CaptureResult,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
} from '../payments/payment-provider.js';
import { PaymentCompletions } from '../payments/payment-completions.js';
import { PaymentProviders } from '../payments/payment-providers.js';
import { siteReturnUrls } from '../payments/return-urls.js';
import type { RoomPaymentOrder } from './dto/room-payment-order.schema.js';
import { RoomBooking } from './room-booking.entity.js';
import { RoomBookingWriter } from './room-booking-writer.js';
import { NewBookingNotices } from '../bookings/new-booking-notice.js';
import { newStayNotice } from './new-stay-notice.js';
import { toRoomBookingView } from './room-booking.view.js';
import { RoomError } from './room-errors.js';
import { RoomConfirmationMailer } from './room-confirmation-mail.js';
import { RoomHoldsService } from './room-holds.service.js';
import { requireMinimumStay } from './room-price.js';
import { RoomPricing } from './room-pricing.js';
import { RoomsService } from './rooms.service.js';

/**
 * The room booking flow (docs/requirements/booking-rules.md#paying-for-a-room) made safe:
 * validate the draft against the catalogue, price it on the server, hold the nights, create the
 * payment order for that price; then capture and confirm only a COMPLETED payment of exactly
 * that price.
 */
@Injectable()
export class RoomCheckoutService implements OnModuleInit {
  private readonly logger = new Logger('RoomCheckout');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: PaymentProviders,
    private readonly completions: PaymentCompletions,
    @InjectRepository(RoomBooking) private readonly bookings: Repository<RoomBooking>,
    private readonly rooms: RoomsService,
    private readonly writer: RoomBookingWriter,
    private readonly holds: RoomHoldsService,
    private readonly mailer: RoomConfirmationMailer,
    private readonly pricing: RoomPricing,
    private readonly notices: NewBookingNotices,
  ) {}

  /** A provider's notice that an order was paid (Recurrente's webhook) confirms like the capture route. */
  onModuleInit(): void {
    this.completions.register(async (orderId) => {
      if (!(await this.bookings.existsBy({ paypalOrderId: orderId }))) return false;
      await this.complete(orderId);
      return true;
    });
  }

  async start(order: RoomPaymentOrder): Promise<RoomPaymentOrderReply> {
    const { booking: draft } = order;
    const room = await this.rooms.get(draft.roomType);
    if (draft.guests > room.maxGuests) {
      throw fieldError('booking.guests', tooManyGuests(room.name, room.maxGuests));
    }
    const price = await this.pricing.price(room, draft.checkinDate, draft.checkoutDate);
    requireMinimumStay(price, 'booking.checkoutDate');
    const provider = this.providers.forNewPayment(order.provider);
    if (!moneyEquals(order.amount, price.totalPrice) || order.currency !== price.currency) {
      throw new PaymentError('payments.priceMismatch');
    }

    // Whole seconds: MySQL DATETIME drops the milliseconds, and the reply should match the row.
    const holdExpiresAt = new Date(Math.floor(Date.now() / 1000 + this.config.ROOM_HOLD_MINUTES * 60) * 1000);
    const hold = await this.writer.create(draft, price, {
      status: 'held',
      holdExpiresAt,
      paymentProvider: provider.name,
    });
    const providerOrder = await this.orderOrRelease(provider, hold.id, {
      amount: price.totalPrice,
      currency: price.currency,
      // Unique per hold (ids restart with a fresh database; PayPal remembers request ids for hours).
      requestId: `lakeside-room-booking-${hold.id}-${randomUUID()}`,
      description: `${room.name}, ${price.nights} nights from ${draft.checkinDate}`,
      reference: `room-booking-${hold.id}`,
      returnTo: (orderId) =>
        siteReturnUrls(this.config.SITE_ORIGIN, {
          provider: provider.name,
          language: draft.language,
          orderId,
          kind: 'room',
        }),
    });
    return {
      id: providerOrder.id,
      status: providerOrder.status,
      approvalUrl: providerOrder.approvalUrl,
      bookingId: hold.id,
      amount: price.totalPrice,
      currency: price.currency,
      holdExpiresAt: holdExpiresAt.toISOString(),
    };
  }

  async complete(orderId: string): Promise<RoomCaptureReply> {
    // Only orders this API created are captured: the id must name one of our bookings.
    const booking = await this.bookings.findOneBy({ paypalOrderId: orderId });
    if (!booking) throw new RoomError('rooms.paymentNotFound');
    if (booking.status === 'confirmed') return this.completed(orderId, booking, false);
    // Staff cancelled it: do not take the money. (An expired hold is still captured: see confirmPaid.)
    if (booking.status === 'cancelled') throw new RoomError('rooms.bookingCancelled');

    // The provider the hold was made with, whatever else this server offers now.
    const provider = this.providers.get(booking.paymentProvider);
    const capture = await this.capture(provider, orderId);
    if (capture.status !== CAPTURE_COMPLETED) {
      this.logger.warn(`Order ${orderId} (room booking ${booking.id}) capture is ${capture.status}, not COMPLETED`);
      throw new PaymentError('payments.notCompleted');
    }
    const paidInFull =
      capture.amount !== null &&
      moneyEquals(capture.amount, booking.totalPrice) &&
      capture.currency === booking.currency;
    if (!paidInFull) {
      this.logger.error(
        `AMOUNT MISMATCH: order ${orderId} captured ${capture.currency} ${capture.amount} for room booking ` +
          `${booking.id} priced ${booking.currency} ${booking.totalPrice}; booking not confirmed, check the payment.`,
      );
      throw new PaymentError('payments.priceMismatch');
    }

    const { booking: confirmed, newlyConfirmed } = await this.writer.confirmPaid(booking.id, {
      provider: provider.name,
      captureId: capture.captureId,
      amount: booking.totalPrice,
      currency: booking.currency,
    });
    return this.completed(orderId, confirmed, newlyConfirmed);
  }

  /**
   * Creates the hold's payment order and records it on the hold. Whatever fails on the way (the
   * provider, or the database while recording), the guest is told and the hold is released at
   * once: no hold without an order outlives its request, blocking the nights until expiry.
   */
  private async orderOrRelease(
    provider: PaymentProvider,
    holdId: number,
    input: CreateOrderInput,
  ): Promise<ProviderOrder> {
    try {
      const order = await provider.createOrder(input);
      await this.holds.attachOrder(holdId, order.id);
      return order;
    } catch (error) {
      await this.holds.release(holdId).catch((releaseError: unknown) =>
        // The sweeper expires orderless holds after ORDERLESS_HOLD_GRACE_MS.
        this.logger.error(
          `Room hold ${holdId} has no payment order and could not be released: ${String(releaseError)}`,
        ),
      );
      throw error instanceof PaymentProviderError ? paymentRefusal(error) : error;
    }
  }

  private async capture(provider: PaymentProvider, orderId: string): Promise<CaptureResult> {
    try {
      // One request id per order: a retried capture (ours or the guest's) gets PayPal's first answer.
      return await provider.captureOrder(orderId, `lakeside-capture-${orderId}`);
    } catch (error) {
      throw error instanceof PaymentProviderError ? paymentRefusal(error) : error;
    }
  }

  private async completed(orderId: string, booking: RoomBooking, sendMail: boolean): Promise<RoomCaptureReply> {
    let emailSent = false;
    if (sendMail) {
      const room = await this.rooms.get(booking.roomType).catch(() => undefined);
      emailSent = await this.mailer.send(booking, room ?? { name: booking.roomType });
      await this.notices.announce(newStayNotice(booking, room?.name ?? booking.roomType));
    }
    return { id: orderId, status: CAPTURE_COMPLETED, booking: toRoomBookingView(booking), emailSent };
  }
}
