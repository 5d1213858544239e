/** Booking payments: the generic table, and on a refund still owed, a button to retry it. */
import type { ResourceScreens } from '../generic/resourceFromSchema';
import { lazyScreen } from '../routes/lazyScreen';

const BookingPaymentShow = lazyScreen(() => import('./BookingPaymentShow').then((module) => module.BookingPaymentShow));

export const bookingPaymentScreens: ResourceScreens = { show: BookingPaymentShow };
