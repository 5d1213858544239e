/**
 * Asks the provider for a refund recorded as due (booking_payments, kind refund) and records
 * its answer. The row's requestId is the provider's idempotency key, so asking again — after a
 * crash, a timeout, or from staff's retry — can never pay out twice. A refusal or an outage
 * leaves the row `failed` with the reason, for staff to see and retry.
 */
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sumMoney, type MoneyString } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { runWriteTransaction } from '../database/write-transaction.js';
import { BookingPayment } from './booking-payment.entity.js';
import { captureOfRefund, postPayment } from './booking-payments.js';
import { PaymentProviderError } from './payment-errors.js';
import { CAPTURE_COMPLETED } from './payment-provider.js';
import { PaymentProviders } from './payment-providers.js';

/** The failure the provider clients report for a refusal (see ProviderFailure). */
const DECLINED = 'declined';

/** What settled refunds give back (those that did not fail), or null when none does. */
export function amountGivenBack(settled: readonly BookingPayment[]): MoneyString | null {
  const given = settled.filter((row) => row.status !== 'failed');
  return given.length ? sumMoney(given.map((row) => row.amount)) : null;
}

/** 'refund-room-7' → 'refund-room-7~2' → 'refund-room-7~3'. */
export function nextAttemptKey(requestId: string): string {
  const [base, attempt] = requestId.split('~');
  return `${base}~${Number(attempt ?? 1) + 1}`;
}

@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
  ) {}

  /** Sends a due (or failed) refund to the provider; returns the row as it now stands. */
  async settle(refund: BookingPayment, note: string): Promise<BookingPayment> {
    if (refund.kind !== 'refund' || refund.status === 'completed') return refund;
    const capture = await captureOfRefund(this.dataSource.manager, refund);
    const failure = this.cannotRefund(refund, capture);
    const provider = capture ? this.providers.find(capture.provider) : undefined;
    if (failure || !capture?.providerReference || !provider)
      return this.record(refund.id, { status: 'failed', failureReason: failure });
    try {
      const answer = await provider.refundCapture({
        captureId: capture.providerReference,
        amount: refund.amount,
        capturedAmount: capture.amount,
        earlierRefundId: refund.providerReference,
        currency: refund.currency,
        requestId: refund.requestId,
        note,
      });
      return this.record(refund.id, {
        status: answer.status === CAPTURE_COMPLETED ? 'completed' : 'pending',
        providerReference: answer.id,
        failureReason: null,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.error(`Refund ${refund.requestId} failed (${error.failure}): ${error.message}`);
      return this.record(refund.id, {
        status: 'failed',
        failureReason: `${error.failure}: ${error.message}`.slice(0, 255),
      });
    }
  }

  /** Settles each refund row of one refund (split across captures), in order; returns them as they now stand. */
  async settleAll(refunds: readonly BookingPayment[], note: string): Promise<BookingPayment[]> {
    const settled: BookingPayment[] = [];
    for (const refund of refunds) settled.push(await this.settle(refund, note));
    return settled;
  }

  /**
   * Staff's retry. A refund the provider refused outright (declined) was not made, so the new
   * attempt gets a key of its own — the old key would only replay the refusal. Any other
   * failure (the provider unreachable, the answer lost) may have been made: the same key again,
   * so the provider answers with that refund instead of paying twice.
   */
  async retry(refund: BookingPayment, note: string): Promise<BookingPayment> {
    const refused = refund.status === 'failed' && refund.failureReason?.startsWith(`${DECLINED}:`) === true;
    const attempt = refused ? await this.record(refund.id, { requestId: nextAttemptKey(refund.requestId) }) : refund;
    return this.settle(attempt, note);
  }

  /** Why this refund cannot be asked of the provider the booking was paid with, or null. */
  private cannotRefund(refund: BookingPayment, capture: BookingPayment | null): string | null {
    if (!capture?.providerReference) return 'No completed capture with a provider id to refund.';
    if (!this.providers.find(capture.provider)) {
      const configured = this.providers
        .offered()
        .map((provider) => provider.name)
        .join(', ');
      return `Paid with ${capture.provider}, but this server takes payments with ${configured}.`;
    }
    return refund.provider === capture.provider
      ? null
      : `The refund names ${refund.provider}, the payment ${capture.provider}.`;
  }

  private async record(id: number, changes: Partial<BookingPayment>): Promise<BookingPayment> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      await manager.update(BookingPayment, { id }, changes);
      // Money given back is posted when the provider completed it, with that change.
      return changes.status === 'completed' ? postPayment(manager, id) : manager.findOneByOrFail(BookingPayment, { id });
    });
  }
}
