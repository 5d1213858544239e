/**
 * The site's card remote (site/federation/exposes/), as the console uses it. Each module's
 * default export is a React component taking a record in the shape of the site's public API
 * (`GET /api/rooms`, `/api/events`, `/api/restaurant/menu/full`), not the admin table's:
 * cardProps.ts maps a form's values to it. The remote's own types would have to be fetched
 * from the deployed site, so the props are declared here — as the fields the cards read of
 * the contracts' reply types, never as a copy of those replies.
 */
declare module 'lakeside_site/RoomCard' {
  import type { RoomReply } from '@lakeside/contracts';
  import type { ComponentType } from 'react';

  export type GuestRoom = Pick<
    RoomReply,
    | 'id'
    | 'name'
    | 'description'
    | 'pricePerNight'
    | 'currency'
    | 'maxGuests'
    | 'beds'
    | 'bathrooms'
    | 'amenities'
    | 'rating'
    | 'reviewCount'
    | 'photos'
  >;

  const RoomCard: ComponentType<{ room: GuestRoom; lang?: 'en' | 'es' }>;
  export default RoomCard;
}

declare module 'lakeside_site/EventCard' {
  import type { EventOccurrenceReply } from '@lakeside/contracts';
  import type { ComponentType } from 'react';

  export type GuestEvent = Pick<
    EventOccurrenceReply,
    | 'id'
    | 'title'
    | 'description'
    | 'eventDate'
    | 'eventTime'
    | 'duration'
    | 'ticketPrice'
    | 'currency'
    | 'spotsLeft'
    | 'category'
  >;

  const EventCard: ComponentType<{ event: GuestEvent; lang?: 'en' | 'es' }>;
  export default EventCard;
}

declare module 'lakeside_site/MenuItemCard' {
  import type { MenuItemReply } from '@lakeside/contracts';
  import type { ComponentType } from 'react';

  export type GuestMenuItem = Pick<
    MenuItemReply,
    | 'name'
    | 'description'
    | 'price'
    | 'isAvailable'
    | 'isPopular'
    | 'dietary'
    | 'spiceLevel'
    | 'preparationTime'
    | 'allergens'
  >;

  const MenuItemCard: ComponentType<{ item: GuestMenuItem; lang?: 'en' | 'es' }>;
  export default MenuItemCard;
}
