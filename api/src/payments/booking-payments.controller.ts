import { Controller, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { bookingPaymentStaffReply, type BookingPaymentStaffReply } from '@lakeside/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { staffOf } from '../auth/staff-of.js';
import { CommonError } from '../common/errors/app-error.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { BookingPayment } from './booking-payment.entity.js';
import { PaymentError } from './payment-errors.js';
import { RefundsService } from './refunds.service.js';

/** Staff's hand on a refund the provider refused or never answered: ask again, with the same key. */
@Controller('api/booking-payments')
export class BookingPaymentsController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly refunds: RefundsService,
  ) {}

  /**
   * Sends a failed or pending refund to the provider again. Its requestId is the idempotency
   * key the first attempt used, so a refund the provider did make is not made twice.
   */
  @Post(':id/retry')
  @StaffOnly('admin', 'manager')
  @ReplyContract(bookingPaymentStaffReply)
  async retry(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<BookingPaymentStaffReply> {
    const payment = await this.dataSource.getRepository(BookingPayment).findOneBy({ id });
    if (!payment) throw new CommonError('common.notFound');
    if (payment.kind !== 'refund' || payment.status === 'completed') throw new PaymentError('payments.nothingToRetry');
    const settled = await this.refunds.retry(payment, `Refund of booking ${payment.bookingKind} ${payment.bookingId}`);
    await recordAudit(this.dataSource.manager, staffOf(request), {
      resource: 'booking-payments',
      action: 'update',
      recordId: id,
      changes: { before: { status: payment.status }, after: { status: settled.status, retried: true } },
    });
    return toBookingPaymentView(settled);
  }
}

export function toBookingPaymentView(payment: BookingPayment): BookingPaymentStaffReply {
  return {
    id: payment.id,
    bookingKind: payment.bookingKind,
    bookingId: payment.bookingId,
    kind: payment.kind,
    provider: payment.provider,
    providerReference: payment.providerReference,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    failureReason: payment.failureReason,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}
