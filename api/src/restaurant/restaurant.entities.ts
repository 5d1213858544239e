import { KitchenQueueItem } from './kitchen-queue-item.entity.js';
import { KitchenStation } from './kitchen-station.entity.js';
import { MenuCategory } from './menu-category.entity.js';
import { MenuItem } from './menu-item.entity.js';
import { MenuModifier } from './menu-modifier.entity.js';
import { ModifierOption } from './modifier-option.entity.js';
import { OrderItem } from './order-item.entity.js';
import { OrderItemModifier } from './order-item-modifier.entity.js';
import { RestaurantOrder } from './restaurant-order.entity.js';
import { TillSession } from './till/till-session.entity.js';

/** Menu, orders, the kitchen queue and till sessions. */
export const RESTAURANT_ENTITIES = [
  MenuCategory,
  MenuItem,
  MenuModifier,
  ModifierOption,
  RestaurantOrder,
  OrderItem,
  OrderItemModifier,
  KitchenStation,
  KitchenQueueItem,
  TillSession,
];
