import { In, IsNull, type EntityManager } from 'typeorm';
import type { BookingPayment } from '../payments/booking-payment.entity.js';
import { DESK_PROVIDER } from '../payments/booking-payments.js';
import { FolioCharge } from './folio-charge.entity.js';

/**
 * Marks the meals a stay's payment covers as settled by it, in the payment's transaction and
 * before it is posted (the posting credits the receivable with them). A payment covers the
 * meals charged up to when its amount was fixed: at the desk all that is due; online, those
 * charged before the guest's "pay the balance" made the row (its createdAt) — a meal charged
 * while the guest was at the provider waits for the next payment. The conditional UPDATE settles each charge once.
 */
export async function settleFolio(manager: EntityManager, payment: BookingPayment): Promise<void> {
  if (payment.bookingKind !== 'room' || payment.kind !== 'capture' || payment.status !== 'completed') return;
  const due = await manager.find(FolioCharge, {
    where: { roomBookingId: payment.bookingId, settledByPaymentId: IsNull() },
  });
  // The desk reads the balance and takes it in one transaction under the stay's row lock: all of it.
  const covered =
    payment.provider === DESK_PROVIDER
      ? due
      : due.filter((charge) => charge.chargedAt.getTime() <= payment.createdAt.getTime());
  if (covered.length === 0) return;
  await manager.update(
    FolioCharge,
    { id: In(covered.map((charge) => charge.id)), settledByPaymentId: IsNull() },
    { settledByPaymentId: payment.id },
  );
}
