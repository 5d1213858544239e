/**
 * The spec's staff screens live in the staff console (its own app and origin), so their
 * old site URLs send staff there instead of showing them to everyone.
 */

/** Site path → console path. */
const CONSOLE_PATHS: Readonly<Record<string, string>> = {
  '/admin': '/',
  '/admin/expenses': '/expenses',
  '/expenses': '/expenses',
  '/restaurant/pos': '/pos',
};

/** `CONSOLE_URL`, read per request so one build serves any deployment. */
export function consoleBaseUrl(): string {
  return (process.env.CONSOLE_URL ?? 'http://localhost:4300').replace(/\/+$/, '');
}

/** The console URL a staff path moves to, or null for every other path. */
export function consoleRedirectFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = CONSOLE_PATHS[path];
  return target === undefined ? null : `${consoleBaseUrl()}${target}`;
}
