import { siteConfig } from './site-config';

/**
 * The staff screens live in the staff console (its own app and origin), so their old site
 * URLs send staff there instead of showing them to everyone
 * (docs/requirements/back-office.md#staff-console).
 */

/** Site path → console path. */
const CONSOLE_PATHS: Readonly<Record<string, string>> = {
  '/admin': '/',
  '/admin/expenses': '/expenses',
  '/expenses': '/expenses',
  '/restaurant/pos': '/pos',
};

/** The console URL a staff path moves to, or null for every other path. */
export function consoleRedirectFor(pathname: string, consoleUrl = siteConfig().consoleUrl): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = CONSOLE_PATHS[path];
  return target === undefined ? null : `${consoleUrl}${target}`;
}
