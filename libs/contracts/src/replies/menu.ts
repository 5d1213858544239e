/** GET /api/restaurant/menu/full: the menu as guests and the POS read it, categories in display order. */
import { z } from 'zod';
import { ALLERGENS, DIETARY_TAGS, MENU_MODIFIER_TYPES } from '../enums/restaurant.js';
import { moneyReply } from './reply.js';

const id = z.number().int();
const text = z.string().nullable();

export const menuOptionReply = z.object({
  id,
  name: z.string(),
  /** Added to the dish's price when chosen; may be negative. */
  priceAdjustment: moneyReply,
  isDefault: z.boolean(),
});

export const menuModifierReply = z.object({
  id,
  name: z.string(),
  type: z.enum(MENU_MODIFIER_TYPES),
  isRequired: z.boolean(),
  options: z.array(menuOptionReply),
});

export const menuItemReply = z.object({
  id,
  categoryId: id,
  name: z.string(),
  description: text,
  /** Spanish texts for /es/ pages; null where staff have not written them (see translations.ts). */
  nameEs: text,
  descriptionEs: text,
  /** Quetzales. */
  price: moneyReply,
  /** False: listed, dimmed with an 'Unavailable' badge, not orderable. */
  isAvailable: z.boolean(),
  isPopular: z.boolean(),
  dietary: z.array(z.enum(DIETARY_TAGS)),
  spiceLevel: z.number().int().nullable(),
  /** Minutes. */
  preparationTime: z.number().int().nullable(),
  allergens: z.array(z.enum(ALLERGENS)),
  calories: z.number().int().nullable(),
  imageUrl: text,
  modifiers: z.array(menuModifierReply),
});

export const menuCategoryReply = z.object({
  id,
  name: z.string(),
  description: text,
  nameEs: text,
  descriptionEs: text,
  displayOrder: z.number().int(),
  icon: text,
  imageUrl: text,
  /** 'HH:MM' at the retreat; both null: served all day. */
  availableFrom: text,
  availableUntil: text,
  items: z.array(menuItemReply),
});

export const menuReply = z.array(menuCategoryReply);

export type MenuOptionReply = z.infer<typeof menuOptionReply>;
export type MenuModifierReply = z.infer<typeof menuModifierReply>;
export type MenuItemReply = z.infer<typeof menuItemReply>;
export type MenuCategoryReply = z.infer<typeof menuCategoryReply>;
export type MenuReply = z.infer<typeof menuReply>;
