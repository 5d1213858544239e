/** Booking payments: the generic table, and on a refund still owed, a button to retry it. */
import { GenericShow } from '../generic/GenericShow';
import type { ResourceScreens } from '../generic/resourceFromSchema';
import { BookingPaymentActions } from './RetryRefundButton';

function BookingPaymentShow() {
  return <GenericShow actions={<BookingPaymentActions />} />;
}

export const bookingPaymentScreens: ResourceScreens = { show: BookingPaymentShow };
