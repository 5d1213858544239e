/**
 * Every public page of the site in both languages, and one fake API that serves all of
 * them (rooms, booking, events, schedule, menu, gallery), for the tests that walk them all:
 * accessibility, SEO metadata, screenshots.
 */
import { localizedPath } from '../../src/lib/i18n';
import { STATIC_PUBLIC_PATHS, roomPaths } from '../../src/lib/seo/public-pages';
import { activitiesRoutes } from './fake-activities-api';
import type { FakeRoute } from './fake-api';
import { bookingRoutes, bookingState } from './fake-booking-api';
import { ROOMS_FIXTURE } from './rooms-fixture';

/** Language-neutral paths: the static pages and one page per room of the fixture. */
export const PUBLIC_PATHS: readonly string[] = [...STATIC_PUBLIC_PATHS, ...roomPaths(ROOMS_FIXTURE.map((room) => room.id))];

/** Every public URL path: English, then Spanish. */
export const PUBLIC_PAGES: readonly string[] = (['en', 'es'] as const).flatMap((lang) =>
  PUBLIC_PATHS.map((path) => localizedPath(path, lang)),
);

export function everyPageRoutes(): Record<string, FakeRoute> {
  return { ...activitiesRoutes(), ...bookingRoutes(bookingState()) };
}
