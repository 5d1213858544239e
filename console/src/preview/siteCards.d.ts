/**
 * The site's card remote (site/federation/exposes/), as the console uses it. Each module's
 * default export is a React component taking a record in the shape of the site's public API
 * (`GET /api/rooms`, `/api/events`, `/api/restaurant/menu/full`), not the admin table's:
 * cardProps.ts maps a form's values to it. Declared by hand: the remote is built and
 * deployed with the site, and its types would otherwise have to be fetched from it.
 */
declare module 'lakeside_site/RoomCard' {
  import type { ComponentType } from 'react';

  export interface GuestRoom {
    id: string;
    name: string;
    description: string;
    /** 2-decimal string, e.g. "65.00". */
    pricePerNight: string;
    /** ISO 4217, e.g. "USD". */
    currency: string;
    maxGuests: number;
    beds: number;
    bathrooms: number;
    amenities: string[];
    rating: number;
    reviewCount: number;
    /** Photo URLs, cover first; site-relative ones resolve against the site. */
    images: string[];
  }

  const RoomCard: ComponentType<{ room: GuestRoom; lang?: 'en' | 'es' }>;
  export default RoomCard;
}

declare module 'lakeside_site/EventCard' {
  import type { ComponentType } from 'react';

  export interface GuestEvent {
    id: string;
    title: string;
    description: string;
    /** YYYY-MM-DD. */
    eventDate: string;
    /** HH:MM, retreat time. */
    eventTime: string;
    duration: string;
    /** 2-decimal string; "0.00" shows as free. */
    ticketPrice: string;
    currency: string;
    spotsLeft: number;
    category: string;
  }

  const EventCard: ComponentType<{ event: GuestEvent; lang?: 'en' | 'es' }>;
  export default EventCard;
}

declare module 'lakeside_site/MenuItemCard' {
  import type { ComponentType } from 'react';

  export interface GuestMenuItem {
    name: string;
    description: string | null;
    /** 2-decimal string in quetzales. */
    price: string;
    isAvailable: boolean;
    isPopular: boolean;
    dietary: string[];
    spiceLevel: number | null;
    preparationTime: number | null;
    allergens: string[];
  }

  const MenuItemCard: ComponentType<{ item: GuestMenuItem; lang?: 'en' | 'es' }>;
  export default MenuItemCard;
}
