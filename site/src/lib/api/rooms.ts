/** The room catalogue as `GET /api/rooms` returns it (seed data, edited from the console). */
import { localized, type Language } from '@lakeside/contracts';
import { getFromApi, mapLoaded, type Loaded } from './server-fetch';

export interface Room {
  id: string;
  name: string;
  /** One or two sentences for cards. */
  description: string;
  fullDescription: string;
  /** 2-decimal string, e.g. "65.00". */
  pricePerNight: string;
  currency: string;
  maxGuests: number;
  beds: number;
  bathrooms: number;
  amenities: string[];
  features: string[];
  rating: number;
  reviewCount: number;
  imageEmoji: string | null;
  /** Photo URLs, cover first; empty until staff upload photos. */
  images: string[];
  /**
   * Spanish versions of the texts above; absent (older API) or null where staff left them
   * empty. Pages read them through `localized`; only the room page looks at which of its two
   * descriptions has one.
   */
  nameEs?: string | null;
  descriptionEs?: string | null;
  fullDescriptionEs?: string | null;
  amenitiesEs?: string[] | null;
}

function isRoomList(body: unknown): body is Room[] {
  return (
    Array.isArray(body) &&
    body.every(
      (room: Partial<Room> | null) =>
        typeof room?.id === 'string' &&
        typeof room.name === 'string' &&
        typeof room.pricePerNight === 'string' &&
        Array.isArray(room.amenities),
    )
  );
}

/** The rooms as a reader of `lang` sees them: Spanish texts where staff wrote them. */
export async function fetchRooms(lang: Language): Promise<Loaded<Room[]>> {
  const rooms = await getFromApi('/api/rooms', isRoomList);
  return mapLoaded(rooms, (list) => list.map((room) => localized(room, lang)));
}
