import type { OrderType, PosPaymentMethod } from '@lakeside/contracts';

/** Customer Details, as typed. */
export interface CustomerDetails {
  orderType: OrderType;
  customerName: string;
  customerPhone: string;
  tableNumber: string;
  roomNumber: string;
}

export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  dine_in: 'Dine in',
  takeaway: 'Takeaway',
  delivery: 'Delivery',
  room_service: 'Room service',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PosPaymentMethod, string>> = {
  cash_gtq: 'Cash (Q)',
  cash_usd: 'Cash (USD)',
  card: 'Card',
};
