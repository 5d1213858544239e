/** The room catalogue as `GET /api/rooms` returns it (seed data, edited from the console). */
import { getFromApi, type Loaded } from './server-fetch';

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

export function fetchRooms(): Promise<Loaded<Room[]>> {
  return getFromApi('/api/rooms', isRoomList);
}
