/**
 * Sauna and event bookings at the desk: their generic read-only screens, and on a booking's
 * page an "At the desk" button that opens the session booking dialog (cancel with a refund,
 * payment at the desk, attended, no-show). The dashboard's sauna list opens the same dialog.
 */
import type { ResourceScreens } from '../generic/resourceFromSchema';
import { lazyScreen } from '../routes/lazyScreen';

export const sessionDeskScreens: Record<string, ResourceScreens> = {
  'sauna-bookings': {
    show: lazyScreen(() => import('./SessionBookingShow').then((module) => module.showWithDesk('sauna'))),
  },
  'event-bookings': {
    show: lazyScreen(() => import('./SessionBookingShow').then((module) => module.showWithDesk('event'))),
  },
};
