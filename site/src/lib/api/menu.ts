/**
 * The guest menu as `GET /api/restaurant/menu/full` returns it: categories in display order
 * with their items and modifiers. Prices are 2-decimal strings in quetzales.
 */
import { localized, type Language } from '@lakeside/contracts';
import { getFromApi, mapLoaded, type Loaded } from './server-fetch';

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
  /** Spanish name and description; absent (older API) or null where staff left them empty. */
  nameEs?: string | null;
  descriptionEs?: string | null;
}

export interface MenuCategory {
  id: number;
  name: string;
  description: string | null;
  icon?: string | null;
  availableFrom?: string | null;
  availableUntil?: string | null;
  items: MenuItem[];
  /** Spanish name and description; absent (older API) or null where staff left them empty. */
  nameEs?: string | null;
  descriptionEs?: string | null;
}

export function isMenu(body: unknown): body is MenuCategory[] {
  return (
    Array.isArray(body) &&
    body.every(
      (category: Partial<MenuCategory> | null) =>
        typeof category?.name === 'string' &&
        Array.isArray(category.items) &&
        category.items.every(
          (item: Partial<MenuItem> | null) => typeof item?.name === 'string' && typeof item.price === 'string',
        ),
    )
  );
}

const MENU_PATH = '/api/restaurant/menu/full';

/** The menu as a reader of `lang` sees it: categories and dishes in Spanish where staff wrote it. */
function localizedMenu(menu: MenuCategory[], lang: Language): MenuCategory[] {
  return menu.map((category) => ({
    ...localized(category, lang),
    items: category.items.map((item) => localized(item, lang)),
  }));
}

export async function fetchMenu(lang: Language): Promise<Loaded<MenuCategory[]>> {
  const menu = await getFromApi(MENU_PATH, isMenu);
  return mapLoaded(menu, (categories) => localizedMenu(categories, lang));
}

/** Browser side (Try Again); null on any failure. */
export async function loadMenu(lang: Language): Promise<MenuCategory[] | null> {
  try {
    const response = await fetch(MENU_PATH, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isMenu(body) ? localizedMenu(body, lang) : null;
  } catch {
    return null;
  }
}
