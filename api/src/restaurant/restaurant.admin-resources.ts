import {
  ALLERGENS,
  CURRENCIES,
  DIETARY_TAGS,
  KITCHEN_PRIORITIES,
  KITCHEN_STATUSES,
  MENU_MODIFIER_TYPES,
  ORDER_ITEM_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  menuCategorySchema,
  menuItemSchema,
} from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { KitchenQueueItem } from './kitchen-queue-item.entity.js';
import { KitchenStation } from './kitchen-station.entity.js';
import { MenuCategory } from './menu-category.entity.js';
import { MenuItem } from './menu-item.entity.js';
import { MenuModifier } from './menu-modifier.entity.js';
import { ModifierOption } from './modifier-option.entity.js';
import { OrderItemModifier } from './order-item-modifier.entity.js';
import { OrderItem } from './order-item.entity.js';
import { RestaurantOrder } from './restaurant-order.entity.js';

export const RESTAURANT_ADMIN_RESOURCES = {
  'menu-categories': { entity: MenuCategory, schema: menuCategorySchema },
  'menu-items': {
    entity: MenuItem,
    schema: menuItemSchema,
    choices: { allergens: ALLERGENS, dietary: DIETARY_TAGS, spiceLevel: [1, 2, 3, 4, 5] },
  },
  'menu-modifiers': { entity: MenuModifier, choices: { type: MENU_MODIFIER_TYPES } },
  // A smaller portion may cost less than the dish.
  'modifier-options': { entity: ModifierOption, signed: ['priceAdjustment'] },
  'restaurant-orders': {
    entity: RestaurantOrder,
    // Fingerprints of the requests behind the idempotency keys: nothing a person reads.
    hidden: ['clientOrderHash', 'clientPaymentHash'],
    choices: {
      orderType: ORDER_TYPES,
      status: ORDER_STATUSES,
      paymentStatus: ORDER_PAYMENT_STATUSES,
      currency: CURRENCIES,
    },
  },
  // The tax lines are a list of objects the generic grid cannot show; their sums are columns.
  'order-items': { entity: OrderItem, choices: { status: ORDER_ITEM_STATUSES }, hidden: ['taxes'] },
  'order-item-modifiers': { entity: OrderItemModifier },
  'kitchen-stations': { entity: KitchenStation },
  'kitchen-queue': { entity: KitchenQueueItem, choices: { status: KITCHEN_STATUSES, priority: KITCHEN_PRIORITIES } },
} satisfies AdminResourceDefinitions;
