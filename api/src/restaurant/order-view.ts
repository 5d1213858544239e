/**
 * An order as the POS, the kitchen and the guest who placed it read it: the row, its lines with
 * the dish names and chosen options. Money as 2-decimal strings (quetzales), times as ISO UTC.
 */
import type {
  Currency,
  OrderItemStatus,
  OrderPaymentStatus,
  OrderSource,
  OrderStatus,
  OrderType,
  PosPaymentMethod,
} from '@lakeside/contracts';
import type { RestaurantOrder } from './restaurant-order.entity.js';

export interface OrderLineOptionView {
  modifierOptionId: number;
  name: string;
  priceAdjustment: string;
}

export interface OrderLineView {
  id: number;
  menuItemId: number;
  name: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  specialRequests: string | null;
  status: OrderItemStatus;
  options: OrderLineOptionView[];
}

export interface OrderView {
  id: number;
  orderNumber: string;
  clientOrderId: string | null;
  source: OrderSource;
  orderType: OrderType;
  status: OrderStatus;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  roomNumber: string | null;
  tableNumber: string | null;
  specialInstructions: string | null;
  subtotal: string;
  taxAmount: string;
  serviceCharge: string;
  discountAmount: string;
  totalAmount: string;
  currency: Currency;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: PosPaymentMethod | null;
  paidCurrency: Currency | null;
  paidAmount: string | null;
  paidAt: Date | null;
  /** Minutes the kitchen expects: the slowest dish's preparation time. */
  estimatedTime: number | null;
  orderTime: Date;
  confirmedAt: Date | null;
  readyAt: Date | null;
  servedAt: Date | null;
  items: OrderLineView[];
}

/** The relations toOrderView reads; load the order with them. */
export const ORDER_VIEW_RELATIONS = { items: { menuItem: true, modifiers: { modifierOption: true } } } as const;

export function toOrderView(order: RestaurantOrder): OrderView {
  const {
    items,
    customer: _customer,
    customerId: _customerId,
    paymentId: _paymentId,
    createdAt: _c,
    updatedAt: _u,
    ...row
  } = order;
  return {
    ...row,
    items: [...items]
      .sort((a, b) => a.id - b.id)
      .map((item) => ({
        id: item.id,
        menuItemId: item.menuItemId,
        name: item.menuItem.name,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        totalPrice: item.totalPrice,
        specialRequests: item.specialRequests,
        status: item.status,
        options: [...item.modifiers]
          .sort((a, b) => a.id - b.id)
          .map((modifier) => ({
            modifierOptionId: modifier.modifierOptionId,
            name: modifier.modifierOption.name,
            priceAdjustment: modifier.priceAdjustment,
          })),
      })),
  };
}
