/**
 * An order as the POS, the kitchen and the guest who placed it read it (the contracts'
 * orderReply): the row, its lines with the dish names and chosen options.
 */
import { sumMoney, type OrderReply } from '@lakeside/contracts';
import type { RestaurantOrder } from './restaurant-order.entity.js';
import { soldTaxes } from '../taxes/tax-lines.js';

/** The relations toOrderView reads; load the order with them. */
export const ORDER_VIEW_RELATIONS = { items: { menuItem: true, modifiers: { modifierOption: true } } } as const;

const instant = (date: Date | null): string | null => date?.toISOString() ?? null;

/** The order as the contracts' orderReply: the columns the readers use, times as ISO instants. */
export function toOrderView(order: RestaurantOrder): OrderReply {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    clientOrderId: order.clientOrderId,
    source: order.source,
    orderType: order.orderType,
    status: order.status,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    roomNumber: order.roomNumber,
    tableNumber: order.tableNumber,
    specialInstructions: order.specialInstructions,
    subtotal: order.subtotal,
    taxAmount: order.taxAmount,
    taxIncluded: sumMoney(order.items.map((item) => item.taxIncluded ?? '0.00')),
    serviceCharge: order.serviceCharge,
    discountAmount: order.discountAmount,
    totalAmount: order.totalAmount,
    currency: order.currency,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paidCurrency: order.paidCurrency,
    paidAmount: order.paidAmount,
    paidAt: instant(order.paidAt),
    estimatedTime: order.estimatedTime,
    orderTime: order.orderTime.toISOString(),
    confirmedAt: instant(order.confirmedAt),
    readyAt: instant(order.readyAt),
    servedAt: instant(order.servedAt),
    items: [...order.items]
      .sort((a, b) => a.id - b.id)
      .map((item) => ({
        id: item.id,
        menuItemId: item.menuItemId,
        name: item.menuItem.name,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        totalPrice: item.totalPrice,
        ...soldTaxes(item),
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
