import type { OrderPaymentStatus } from './payments.js';

/** How a restaurant order reaches the guest. Table number applies to dine_in, room number to room_service. */
export const ORDER_TYPES = ['dine_in', 'takeaway', 'delivery', 'room_service'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * Who placed an order. 'pos': staff at the till (any order type, staff sign-in required);
 * 'guest': the public menu page, for a table or a room only.
 */
export const ORDER_SOURCES = ['pos', 'guest'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** Life of a restaurant order; new orders start pending (docs/requirements/data-model.md#defaults). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'served', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DEFAULT_ORDER_STATUS: OrderStatus = 'pending';

/**
 * Allowed next statuses. The prototype stored no transitions; the timestamps
 * confirmedAt, readyAt and servedAt imply this forward path, and an order can be
 * cancelled until it is served (a guest who leaves before the food reaches the table).
 */
export const ORDER_STATUS_TRANSITIONS = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['served', 'cancelled'],
  served: [],
  cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/**
 * Whether staff may cancel an order: not yet served (nor cancelled), and not paid, since money
 * taken is given back by a refund, not by cancelling. The API decides; the POS uses the same
 * rule to offer the button.
 */
export function isOrderCancellable(order: { status: OrderStatus; paymentStatus: OrderPaymentStatus }): boolean {
  const next: readonly OrderStatus[] = ORDER_STATUS_TRANSITIONS[order.status];
  return order.paymentStatus === 'pending' && next.includes('cancelled');
}

/**
 * The kitchen's forward path for one order line (and its ticket): the steps staff move it
 * through on the kitchen display.
 */
export const KITCHEN_STEPS = ['pending', 'preparing', 'ready', 'served'] as const;
export type KitchenStep = (typeof KITCHEN_STEPS)[number];

/**
 * Status of one order line as the kitchen works on it: a kitchen step, or cancelled when staff
 * cancel the order before it is served (its lines not yet served stop there and leave the screens).
 */
export const ORDER_ITEM_STATUSES = [...KITCHEN_STEPS, 'cancelled'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/** Status of a kitchen-queue ticket; the same values as an order line. */
export const KITCHEN_STATUSES = ORDER_ITEM_STATUSES;
export type KitchenStatus = OrderItemStatus;

/** Order in which the kitchen picks tickets; new tickets are normal. */
export const KITCHEN_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type KitchenPriority = (typeof KITCHEN_PRIORITIES)[number];
export const DEFAULT_KITCHEN_PRIORITY: KitchenPriority = 'normal';

/** Dietary tags of a dish (paleo is allowed in the data though the menu filter does not show it). */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten-free', 'keto', 'paleo'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** Allergens printed as 'Contains: …' under a dish. */
export const ALLERGENS = ['gluten', 'dairy', 'nuts', 'soy', 'eggs', 'fish', 'shellfish'] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Spice level of a dish, shown as that many chili marks; a mild dish has no level. */
export const SPICE_LEVEL = { min: 1, max: 5 } as const;

/** Meal periods of the menu; drinks are served all day. */
export const MEAL_PERIODS = ['breakfast', 'lunch', 'dinner', 'drinks'] as const;
export type MealPeriod = (typeof MEAL_PERIODS)[number];

/** A dish modifier offers one choice (single: size) or several (multiple: toppings). */
export const MENU_MODIFIER_TYPES = ['single', 'multiple'] as const;
export type MenuModifierType = (typeof MENU_MODIFIER_TYPES)[number];

/** Granularity of a sales_analytics row. */
export const ANALYTICS_PERIOD_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type AnalyticsPeriodType = (typeof ANALYTICS_PERIOD_TYPES)[number];
