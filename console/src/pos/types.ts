import type { OrderType } from '@lakeside/contracts';

/** Customer Details, as typed. */
export interface CustomerDetails {
  orderType: OrderType;
  customerName: string;
  customerPhone: string;
  tableNumber: string;
  roomNumber: string;
}
