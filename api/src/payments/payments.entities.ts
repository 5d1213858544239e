import { SimulatedPaymentOrder } from './simulated-payment-order.entity.js';

export const PAYMENTS_ENTITIES = [SimulatedPaymentOrder];
