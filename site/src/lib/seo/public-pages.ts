/**
 * The guest pages search engines may index, by language-neutral path. Each exists in every
 * language (`/es/…` in Spanish). Staff routes (they redirect to the console), the API and
 * the 404 page are not listed.
 */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/rooms',
  '/accommodation-search',
  '/search-results',
  '/events',
  '/schedule',
  '/restaurant',
  '/restaurant/menu',
  '/gallery',
  '/contact',
  '/volunteer',
  '/privacy',
  '/terms',
] as const;

/** One page per room of the catalogue: `/book/{roomType}`. */
export function roomPaths(roomIds: readonly string[]): string[] {
  return roomIds.map((id) => `/book/${encodeURIComponent(id)}`);
}
