/**
 * The guest menu as `GET /api/restaurant/menu/full` returns it: categories in display order
 * with their items and modifiers. Prices are 2-decimal strings in quetzales.
 */
import { getFromApi, type Loaded } from './server-fetch';

export interface ModifierOption {
  id: number;
  name: string;
  priceAdjustment: string;
  isDefault: boolean;
}

export interface MenuModifier {
  id: number;
  name: string;
  type: string;
  isRequired: boolean;
  options: ModifierOption[];
}

export interface MenuItem {
  id: number;
  name: string;
  description: string | null;
  price: string;
  isAvailable: boolean;
  isPopular: boolean;
  dietary: string[];
  spiceLevel: number | null;
  preparationTime: number | null;
  allergens: string[];
  modifiers: MenuModifier[];
}

export interface MenuCategory {
  id: number;
  name: string;
  description: string | null;
  icon?: string | null;
  availableFrom?: string | null;
  availableUntil?: string | null;
  items: MenuItem[];
}

export function isMenu(body: unknown): body is MenuCategory[] {
  return (
    Array.isArray(body) &&
    body.every(
      (category: Partial<MenuCategory> | null) =>
        typeof category?.name === 'string' &&
        Array.isArray(category.items) &&
        category.items.every((item: Partial<MenuItem> | null) => typeof item?.name === 'string' && typeof item.price === 'string'),
    )
  );
}

const MENU_PATH = '/api/restaurant/menu/full';

export function fetchMenu(): Promise<Loaded<MenuCategory[]>> {
  return getFromApi(MENU_PATH, isMenu);
}

/** Browser side (Try Again); null on any failure. */
export async function loadMenu(): Promise<MenuCategory[] | null> {
  try {
    const response = await fetch(MENU_PATH, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isMenu(body) ? body : null;
  } catch {
    return null;
  }
}
