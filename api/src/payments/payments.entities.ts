import { BookingPayment } from './booking-payment.entity.js';
import { SimulatedPaymentOrder } from './simulated-payment-order.entity.js';

export const PAYMENTS_ENTITIES = [BookingPayment, SimulatedPaymentOrder];
