/**
 * Paying online for event tickets and sauna sessions (docs/decisions/0003-payments.md): the
 * kind's service validates, prices and holds the place; this creates the provider's order for
 * the server's price (releasing the hold if that fails), and on capture confirms only a
 * COMPLETED payment of exactly that price, once, with its capture row.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  moneyEquals,
  sumMoney,
  type MoneyValue,
  type SessionPaymentOrderReply,
  type SessionQuoteLineReply,
  type SessionQuoteReply,
} from '@lakeside/contracts';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { PaymentError, PaymentProviderError, paymentRefusal } from '../../payments/payment-errors.js';
import { PaymentCompletions } from '../../payments/payment-completions.js';
import { CAPTURE_COMPLETED, type CaptureResult, type PaymentProvider } from '../../payments/payment-provider.js';
import { PaymentProviders } from '../../payments/payment-providers.js';
import { siteReturnUrls } from '../../payments/return-urls.js';
import type { LineTaxes } from '../../taxes/tax-lines.js';
import { CheckoutError } from './checkout-error.js';
import type { HeldBookings } from './held-bookings.js';

/** One capture request id per order: a retried capture (ours or the guest's) gets the provider's first answer. */
export function captureRequestId(orderId: string): string {
  return `lakeside-capture-${orderId}`;
}

/** A hold just placed, and what its order says to the payer. */
export interface PlacedHold {
  bookingId: number;
  reference: string;
  amount: string;
  currency: string;
  holdExpiresAt: Date;
  /** Shown to the payer by the provider, e.g. "Sunset yoga, 2 tickets, 2026-12-01 17:00". */
  description: string;
  /** The guest's language: a hosted checkout sends them back to the site's page in it. */
  language: string;
}

/** What the hold records of the payment about to be made. */
export interface HoldTerms {
  provider: PaymentProvider;
  holdExpiresAt: Date;
}

@Injectable()
export class BookingCheckout {
  private readonly logger = new Logger('Checkout');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: PaymentProviders,
    private readonly completions: PaymentCompletions,
  ) {}

  /**
   * A provider's notice that an order was paid (Recurrente's webhook) confirms the kind's
   * booking through `capture`, the kind's own capture route: whichever of it and the guest's
   * return comes first confirms, once.
   */
  completeOrdersOf(holds: HeldBookings, capture: (orderId: string) => Promise<unknown>): void {
    this.completions.register(async (orderId) => {
      if (!(await holds.findByOrder(orderId))) return false;
      await capture(orderId);
      return true;
    });
  }

  /** Whether guests may also book event tickets and sauna sessions to pay at the retreat. */
  get payAtRetreatOffered(): boolean {
    return this.config.SESSIONS_PAY_AT_RETREAT;
  }

  /**
   * Refuses a booking made without paying online when this retreat takes them only paid online;
   * a free one (a free class) is always booked so, as it has nothing to pay.
   */
  assertPayAtRetreatOffered(total: MoneyValue): void {
    if (!this.payAtRetreatOffered && !moneyEquals(total, 0)) throw new CheckoutError('checkout.payAtRetreatNotOffered');
  }

  /** Refuses to hold and order a free booking: no provider takes a payment of nothing. */
  assertSomethingToPay(total: MoneyValue): void {
    if (moneyEquals(total, 0)) throw new CheckoutError('checkout.nothingToPay');
  }

  /** The quote the forms show before paying: the lines, their total, the policy the booking will record. */
  quote(
    lines: SessionQuoteLineReply[],
    currency: string,
    policy: { freeCancellationUntil: Date; policyVersion: string },
    { taxes, taxIncluded, taxAdded }: LineTaxes,
  ): SessionQuoteReply {
    const total = sumMoney([...lines.map((line) => line.amount), taxAdded]);
    return {
      lines,
      totalPrice: total,
      taxes,
      taxIncluded,
      taxAdded,
      currency,
      freeCancellationUntil: policy.freeCancellationUntil.toISOString(),
      policyVersion: policy.policyVersion,
      // A free booking is made without paying online wherever online payment is the rule.
      payAtRetreat: this.payAtRetreatOffered || moneyEquals(total, 0),
    };
  }

  /**
   * The provider the guest chose (unset: the first offered; 422 when not offered here) and the
   * expiry a new hold records (whole seconds: MySQL DATETIME drops the milliseconds).
   */
  holdTerms(choice: string | undefined, now = new Date()): HoldTerms {
    const expires = Math.floor(now.getTime() / 1000 + this.config.SESSION_HOLD_MINUTES * 60) * 1000;
    return { provider: this.providers.forNewPayment(choice), holdExpiresAt: new Date(expires) };
  }

  /**
   * Creates the hold's payment order and records it on the hold. Whatever fails on the way (the
   * provider, or the database while recording), the hold is released at once and the guest told.
   */
  async placeOrder(holds: HeldBookings, terms: HoldTerms, hold: PlacedHold): Promise<SessionPaymentOrderReply> {
    try {
      const order = await terms.provider.createOrder({
        amount: hold.amount,
        currency: hold.currency,
        // Unique per hold (ids restart with a fresh database; PayPal remembers request ids for hours).
        requestId: `lakeside-${holds.kind}-booking-${hold.bookingId}-${randomUUID()}`,
        description: hold.description.slice(0, 127),
        reference: `${holds.kind}-booking-${hold.bookingId}`,
        returnTo: (orderId) =>
          siteReturnUrls(this.config.SITE_ORIGIN, {
            provider: terms.provider.name,
            language: hold.language,
            orderId,
            kind: holds.kind,
            ...(holds.paysBalance ? { balanceOf: hold.reference } : {}),
          }),
      });
      await holds.attachOrder(hold.bookingId, order.id);
      return {
        id: order.id,
        status: order.status,
        approvalUrl: order.approvalUrl,
        reference: hold.reference,
        amount: hold.amount,
        currency: hold.currency,
        holdExpiresAt: hold.holdExpiresAt.toISOString(),
      };
    } catch (error) {
      await holds.release(hold.bookingId).catch((releaseError: unknown) =>
        // The sweeper expires orderless holds after ORDERLESS_HOLD_GRACE_MS.
        this.logger.error(
          `${holds.kind} hold ${hold.bookingId} has no payment order and could not be released: ${String(releaseError)}`,
        ),
      );
      throw error instanceof PaymentProviderError ? paymentRefusal(error) : error;
    }
  }

  /**
   * Captures the order and confirms its booking once. Returns the booking id and whether this
   * call confirmed it (false for a repeated or concurrent capture: send no second mail).
   */
  async capture(
    holds: HeldBookings,
    orderId: string,
    now = new Date(),
  ): Promise<{ bookingId: number; newlyConfirmed: boolean }> {
    // Only orders this API created are captured: the id must name one of our bookings.
    const booking = await holds.findByOrder(orderId);
    if (!booking) throw new CheckoutError('checkout.orderNotFound');
    if (booking.state === 'paid') return { bookingId: booking.id, newlyConfirmed: false };
    // Cancelled before the money was taken: take none. (An expired hold is still captured: see confirmPaid.)
    if (booking.state === 'cancelled') throw new CheckoutError('checkout.bookingCancelled');

    // The provider the hold was made with, whatever else this server offers now.
    const provider = this.providers.get(booking.paymentProvider ?? '');
    const capture = await this.captureAt(provider, orderId);
    const where = `order ${orderId} (${holds.kind} booking ${booking.id})`;
    if (capture.status !== CAPTURE_COMPLETED) {
      this.logger.warn(`${where} capture is ${capture.status}, not COMPLETED`);
      throw new PaymentError('payments.notCompleted');
    }
    const paidInFull =
      capture.amount !== null && moneyEquals(capture.amount, booking.total) && capture.currency === booking.currency;
    if (!paidInFull) {
      this.logger.error(
        `AMOUNT MISMATCH: ${where} captured ${capture.currency} ${capture.amount}, priced ${booking.currency} ` +
          `${booking.total}; booking not confirmed, check the payment.`,
      );
      throw new PaymentError('payments.priceMismatch');
    }
    const { newlyConfirmed } = await holds.confirmPaid(
      booking.id,
      { provider: provider.name, captureId: capture.captureId, amount: booking.total, currency: booking.currency },
      now,
    );
    return { bookingId: booking.id, newlyConfirmed };
  }

  private async captureAt(provider: PaymentProvider, orderId: string): Promise<CaptureResult> {
    try {
      return await provider.captureOrder(orderId, captureRequestId(orderId));
    } catch (error) {
      throw error instanceof PaymentProviderError ? paymentRefusal(error) : error;
    }
  }
}
