import type { ErrorText } from './error-text.js';

/** Refusals of stock entries. */
export const INVENTORY_ERRORS = {
  /** 404: no stock item with that id. */
  'inventory.itemNotFound': { en: 'Stock item not found', es: 'Artículo de inventario no encontrado' },
} as const satisfies Record<`inventory.${string}`, ErrorText>;

export type InventoryErrorCode = keyof typeof INVENTORY_ERRORS;
