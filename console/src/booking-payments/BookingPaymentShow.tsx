import { GenericShow } from '../generic/GenericShow';
import { BookingPaymentActions } from './RetryRefundButton';

export function BookingPaymentShow() {
  return <GenericShow actions={<BookingPaymentActions />} />;
}
