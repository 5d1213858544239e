/**
 * What the schedule page reads: sauna slots and prices for a day, and the wellness classes.
 * Server-side through `getFromApi`; the sauna slots also from the browser when the guest
 * picks another date or after a booking.
 */
import { localized, type Language } from '@lakeside/contracts';
import { getFromApi, mapLoaded, type Loaded } from './server-fetch';

export interface SaunaSlotState {
  /** "09:00", retreat time. */
  time: string;
  available: boolean;
  booked: boolean;
}

export interface SaunaRate {
  duration: number;
  /** 2-decimal USD string. */
  price: string;
  currency: string;
}

export interface SaunaAvailability {
  date: string;
  slots: SaunaSlotState[];
  rates: SaunaRate[];
}

export interface WellnessActivity {
  id: number;
  title: string;
  description: string;
  time: string;
  durationMinutes: number;
  /** '60 min'. */
  duration: string;
  instructor: string | null;
  location: string | null;
  maxParticipants: number;
  price: string;
  currency: string;
  image: string | null;
  /** 0 = Sunday … 6; null or -1 = every day. */
  dayOfWeek: number | null;
  /** Spanish title, description and place; absent (older API) or null where staff left them empty. */
  titleEs?: string | null;
  descriptionEs?: string | null;
  locationEs?: string | null;
}

function isAvailability(body: unknown): body is SaunaAvailability {
  const value = body as Partial<SaunaAvailability> | null;
  return typeof value?.date === 'string' && Array.isArray(value.slots) && Array.isArray(value.rates);
}

function isActivityList(body: unknown): body is WellnessActivity[] {
  return (
    Array.isArray(body) &&
    body.every(
      (activity: Partial<WellnessActivity> | null) =>
        typeof activity?.title === 'string' && typeof activity.time === 'string',
    )
  );
}

const availabilityPath = (date: string) => `/api/sauna/availability?date=${encodeURIComponent(date)}`;

export function fetchSaunaAvailability(date: string): Promise<Loaded<SaunaAvailability>> {
  return getFromApi(availabilityPath(date), isAvailability);
}

/** The classes as a reader of `lang` sees them: Spanish texts where staff wrote them. */
export async function fetchWellnessActivities(lang: Language): Promise<Loaded<WellnessActivity[]>> {
  const activities = await getFromApi('/api/wellness/activities', isActivityList);
  return mapLoaded(activities, (list) => list.map((activity) => localized(activity, lang)));
}

/** Browser side; null when the API cannot be reached or answers something else. */
export async function loadSaunaAvailability(date: string): Promise<SaunaAvailability | null> {
  try {
    const response = await fetch(availabilityPath(date), { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isAvailability(body) ? body : null;
  } catch {
    return null;
  }
}
