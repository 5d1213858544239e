/**
 * The site's navigation (docs/requirements/pages-and-routes.md#layout-and-navigation): the
 * header items and the phone's bottom bar (Rooms, Events, Restaurant, Contact; on the home page
 * Rooms, Events, Schedule, Restaurant).
 */
import type { IconName } from './icons';
import { dictionary, localizedPath, type Lang } from './i18n';

export interface NavItem {
  href: string;
  label: string;
  /** aria-current: 'page' on the page itself, 'true' inside its section (/restaurant/menu). */
  current?: 'page' | 'true';
}

export interface BottomNavItem extends NavItem {
  icon: IconName;
}

/** A path's relation to the page being shown. */
function currentness(itemPath: string, pagePath: string): NavItem['current'] {
  if (itemPath === pagePath) return 'page';
  return pagePath.startsWith(`${itemPath}/`) ? 'true' : undefined;
}

function item(lang: Lang, pagePath: string, path: string, label: string): NavItem {
  return { href: localizedPath(path, lang), label, current: currentness(path, pagePath) };
}

/** Header items; Rooms and Sauna are sections of the home page. */
export function headerNavItems(lang: Lang, pagePath: string): NavItem[] {
  const t = dictionary(lang).nav;
  const home = localizedPath('/', lang);
  return [
    { href: `${home}#rooms`, label: t.rooms },
    { href: `${home}#sauna`, label: t.sauna },
    item(lang, pagePath, '/events', t.eventsAndSchedule),
    item(lang, pagePath, '/restaurant', t.restaurant),
    item(lang, pagePath, '/volunteer', t.volunteer),
    item(lang, pagePath, '/contact', t.contactUs),
  ];
}

export function bottomNavItems(lang: Lang, pagePath: string): BottomNavItem[] {
  const t = dictionary(lang).nav;
  if (pagePath === '/') {
    // The landing page's bar moves between its own sections.
    return [
      { href: '#rooms', label: t.rooms, icon: 'bed' },
      { href: '#events', label: t.events, icon: 'calendar' },
      { href: '#schedule', label: t.schedule, icon: 'clock' },
      { ...item(lang, pagePath, '/restaurant', t.restaurant), icon: 'utensils' },
    ];
  }
  return [
    { ...item(lang, pagePath, '/rooms', t.rooms), icon: 'bed' },
    { ...item(lang, pagePath, '/events', t.events), icon: 'calendar' },
    { ...item(lang, pagePath, '/restaurant', t.restaurant), icon: 'utensils' },
    { ...item(lang, pagePath, '/contact', t.contact), icon: 'chat' },
  ];
}
