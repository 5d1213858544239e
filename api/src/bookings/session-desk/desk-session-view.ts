import type { DeskSessionReply } from '@lakeside/contracts';
import type { BookingPayment } from '../../payments/booking-payment.entity.js';
import { toBookingPaymentView } from '../../payments/booking-payments.controller.js';
import { DESK_PROVIDER, refundableFrom } from '../../payments/booking-payments.js';
import type { DeskSession } from './desk-sessions.js';

/** A sauna or event booking as the desk's dialog shows it (deskSessionReply), with its payments. */
export function toDeskSessionView(session: DeskSession, payments: BookingPayment[]): DeskSessionReply {
  const paidAtDesk = payments.some((row) => row.kind === 'capture' && row.provider === DESK_PROVIDER);
  return {
    kind: session.kind,
    id: session.id,
    reference: session.reference,
    title: session.titleEn,
    eventKey: session.eventKey,
    date: session.start.date,
    time: session.start.time,
    people: session.people,
    guestName: session.guestName,
    email: session.email,
    phone: session.phone,
    total: session.total,
    currency: session.currency,
    state: session.state,
    paidOnline: session.paidOnline,
    owesAtDesk: session.paysAtRetreat && session.state === 'confirmed' && !paidAtDesk,
    refundable: refundableFrom(payments),
    freeCancellationUntil: session.freeCancellationUntil?.toISOString() ?? null,
    cancelledAt: session.cancelledAt?.toISOString() ?? null,
    attendedAt: session.attendedAt?.toISOString() ?? null,
    noShowAt: session.noShowAt?.toISOString() ?? null,
    payments: payments.map(toBookingPaymentView),
  };
}
