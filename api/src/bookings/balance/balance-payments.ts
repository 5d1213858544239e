/**
 * Paying online what a booking has left to pay (after a move to dearer dates), from the
 * guest's manage page, through the provider the booking was paid with
 * (docs/requirements/policies.md#changing-dates). The checkout every held booking goes through
 * does the work (order for the server's amount, capture of exactly it, once); BalanceOrders is
 * what it holds. Recurrente's webhook completes a balance like the guest's return does.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BOOKING_KINDS,
  type BalancePaidReply,
  type BookingKind,
  type ManagedBookingReply,
  type SessionPaymentOrderReply,
} from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { MailService } from '../../mail/mail.service.js';
import { BookingPayment } from '../../payments/booking-payment.entity.js';
import { paymentsOf } from '../../payments/booking-payments.js';
import type { FolioCharge } from '../../folio/folio-charge.entity.js';
import { chargesOf, folioBalance } from '../../folio/folio-balance.js';
import { PaymentCompletions } from '../../payments/payment-completions.js';
import { BookingError } from '../booking-errors.js';
import { BOOKING_TABLES } from '../booking-tables.js';
import { BookingCheckout, captureRequestId } from '../checkout/booking-checkout.js';
import { CheckoutError } from '../checkout/checkout-error.js';
import { HoldSweeper } from '../checkout/hold-sweeper.js';
import { balancePaidMail } from './balance-paid-mail.js';
import { BalanceOrders } from './balance-orders.js';

/** What the receipt and the reply need of any kind of booking row. */
interface PayingBooking {
  id: number;
  reference: string;
  guestName: string;
  email: string | null;
  language: string;
  /** confirmed, held…: a room stay's status; sessions and tickets count as confirmed here. */
  status: string;
  total: string;
}

@Injectable()
export class BalancePayments implements OnModuleInit {
  private readonly orders: Record<BookingKind, BalanceOrders>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkout: BookingCheckout,
    private readonly completions: PaymentCompletions,
    private readonly sweeper: HoldSweeper,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const lapseMs = config.SESSION_HOLD_MINUTES * 60_000;
    this.orders = {
      room: new BalanceOrders(dataSource, 'room', lapseMs),
      sauna: new BalanceOrders(dataSource, 'sauna', lapseMs),
      event: new BalanceOrders(dataSource, 'event', lapseMs),
    };
  }

  onModuleInit(): void {
    for (const kind of BOOKING_KINDS) {
      const orders = this.orders[kind];
      this.sweeper.register({
        kind: `${kind} balance`,
        expireLapsed: (now, before) => orders.expireLapsed(now, before),
      });
    }
    this.completions.register(async (orderId) => {
      if (!(await this.paymentOf(orderId))) return false;
      await this.capture(orderId);
      return true;
    });
  }

  /**
   * Makes the provider's order for what the booking owes now. `booking` is its manage view, read
   * with the guest's link; 409 bookings.nothingToPay when nothing is owed online.
   */
  async order(booking: ManagedBookingReply): Promise<SessionPaymentOrderReply> {
    const { kind, reference, balanceDue: amount, currency, balanceProvider } = booking;
    if (booking.status !== 'confirmed' || !balanceProvider || amount === '0.00') {
      throw new BookingError('bookings.nothingToPay');
    }
    const row = await this.booking(kind, { reference });
    const orders = this.orders[kind];
    const terms = this.checkout.holdTerms(balanceProvider);
    const paymentId = await orders.hold({ bookingId: row.id, provider: terms.provider.name, amount, currency });
    return this.checkout.placeOrder(orders, terms, {
      bookingId: paymentId,
      reference,
      amount,
      currency,
      holdExpiresAt: terms.holdExpiresAt,
      description: `Balance of booking ${reference}`,
      language: booking.language,
    });
  }

  /** Captures a balance order, once; the guest gets a receipt from the call that recorded it. */
  async capture(orderId: string): Promise<BalancePaidReply> {
    const payment = await this.paymentOf(orderId);
    if (!payment) throw new CheckoutError('checkout.orderNotFound');
    const { newlyConfirmed } = await this.checkout.capture(this.orders[payment.bookingKind], orderId);
    const booking = await this.booking(payment.bookingKind, { id: payment.bookingId });
    const payments = await paymentsOf(this.dataSource.manager, { kind: payment.bookingKind, id: booking.id });
    const paid = {
      reference: booking.reference,
      amount: payment.amount,
      currency: payment.currency,
      balanceDue: folioBalance(booking, payments, await this.chargesOf(payment.bookingKind, booking.id)).balanceDue,
    };
    const email = newlyConfirmed ? booking.email : null;
    const { sent } = email
      ? await this.mail.send(
          balancePaidMail({ ...paid, email, guestName: booking.guestName, language: booking.language }),
        )
      : { sent: false };
    return { ...paid, emailSent: sent };
  }

  /** A room stay's meals charged to the room count in what is left to pay. */
  private chargesOf(kind: BookingKind, id: number): Promise<FolioCharge[]> {
    return kind === 'room' ? chargesOf(this.dataSource.manager, [id]) : Promise.resolve([]);
  }

  private paymentOf(orderId: string): Promise<BookingPayment | null> {
    return this.dataSource.manager.findOneBy(BookingPayment, { requestId: captureRequestId(orderId), kind: 'capture' });
  }

  /** The booking row of any kind, with its total under one name. */
  private async booking(kind: BookingKind, where: { id: number } | { reference: string }): Promise<PayingBooking> {
    const manager = this.dataSource.manager;
    if (kind === 'event') {
      const event = await manager.findOneByOrFail(BOOKING_TABLES.event, where);
      return { ...event, status: 'confirmed', total: event.totalAmount };
    }
    const row = await manager.findOneByOrFail(BOOKING_TABLES[kind], where);
    return {
      ...row,
      status: kind === 'room' ? (row as { status: string }).status : 'confirmed',
      total: row.totalPrice,
    };
  }
}
