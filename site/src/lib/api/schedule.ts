/**
 * What the schedule page reads: sauna slots and prices for a day (saunaAvailabilityReply),
 * and the wellness classes (wellnessActivityListReply). Server-side through `getFromApi`; the
 * sauna slots also from the browser when the guest picks another date or after a booking.
 */
import {
  localized,
  saunaAvailabilityReply,
  wellnessActivityListReply,
  type Language,
  type SaunaAvailabilityReply,
  type WellnessActivityReply,
} from '@lakeside/contracts';
import { loadFromApi } from './browser-fetch';
import { getFromApi, mapLoaded, type Loaded } from './server-fetch';

const availabilityPath = (date: string) => `/api/sauna/availability?date=${encodeURIComponent(date)}`;

export function fetchSaunaAvailability(date: string): Promise<Loaded<SaunaAvailabilityReply>> {
  return getFromApi(availabilityPath(date), saunaAvailabilityReply);
}

/** The classes as a reader of `lang` sees them: Spanish texts where staff wrote them. */
export async function fetchWellnessActivities(lang: Language): Promise<Loaded<WellnessActivityReply[]>> {
  const activities = await getFromApi('/api/wellness/activities', wellnessActivityListReply);
  return mapLoaded(activities, (list) => list.map((activity) => localized(activity, lang)));
}

/** Browser side; null when the API cannot be reached or answers something else. */
export function loadSaunaAvailability(date: string): Promise<SaunaAvailabilityReply | null> {
  return loadFromApi(availabilityPath(date), () => import('./sauna-contract').then((module) => module.readSaunaDay));
}
