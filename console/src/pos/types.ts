import type {
  Currency,
  OrderItemStatus,
  OrderPaymentStatus,
  OrderStatus,
  OrderType,
  PosPaymentMethod,
} from '@lakeside/contracts';

/** The fields of POST /api/restaurant/orders the POS reads back. */
export interface PlacedOrder {
  id: number;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  totalAmount: string;
}

/** One line of an order as GET /api/restaurant/orders shows it. */
export interface OrderLine {
  id: number;
  name: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  specialRequests: string | null;
  status: OrderItemStatus;
  options: { modifierOptionId: number; name: string; priceAdjustment: string }[];
}

/** An order as GET /api/restaurant/orders and /orders/:id show it (the fields the POS reads). */
export interface RestaurantOrder extends PlacedOrder {
  source: 'pos' | 'guest';
  orderType: OrderType;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  customerName: string;
  tableNumber: string | null;
  roomNumber: string | null;
  specialInstructions: string | null;
  paymentMethod: PosPaymentMethod | null;
  /** ISO instant. */
  orderTime: string;
  items: OrderLine[];
}

/** POST /api/restaurant/orders/:id/payment. */
export interface PaymentReply {
  payment: {
    method: PosPaymentMethod;
    currency: Currency;
    amountDue: string;
    tendered: string;
    changeDue: string;
    exchangeRate: string | null;
  };
  order: RestaurantOrder;
}

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
