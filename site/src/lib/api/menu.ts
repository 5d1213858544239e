/**
 * The guest menu as `GET /api/restaurant/menu/full` returns it (the contracts' menuReply):
 * categories in display order with their dishes and options. Prices are 2-decimal strings in
 * quetzales. The server checks the reply against the contract; the browser (Try Again) loads
 * the contract only when it needs it, so zod stays out of the menu island's first download.
 */
import { localized, menuReply, type Language, type MenuCategoryReply, type MenuReply } from '@lakeside/contracts';
import { loadFromApi } from './browser-fetch';
import { getFromApi, mapLoaded, type Loaded } from './server-fetch';

const MENU_PATH = '/api/restaurant/menu/full';

/** The menu as a reader of `lang` sees it: categories and dishes in Spanish where staff wrote it. */
function localizedMenu(menu: MenuReply, lang: Language): MenuCategoryReply[] {
  return menu.map((category) => ({
    ...localized(category, lang),
    items: category.items.map((item) => localized(item, lang)),
  }));
}

export async function fetchMenu(lang: Language): Promise<Loaded<MenuCategoryReply[]>> {
  const menu = await getFromApi(MENU_PATH, menuReply);
  return mapLoaded(menu, (categories) => localizedMenu(categories, lang));
}

/** Browser side (Try Again); null on any failure, a reply that breaks the contract included. */
export async function loadMenu(lang: Language): Promise<MenuCategoryReply[] | null> {
  const menu = await loadFromApi(MENU_PATH, () => import('./menu-contract').then((module) => module.readMenu));
  return menu && localizedMenu(menu, lang);
}
