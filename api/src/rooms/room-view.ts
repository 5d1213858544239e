import type { RatingSummary, RoomPhotoReply, RoomReply } from '@lakeside/contracts';
import type { Room } from './room.entity.js';

/**
 * A room as guests read it (the contracts' roomReply): each field named, so a column added
 * to the entity for staff (display order, active flag) reaches no guest page by accident. The
 * rating and count are the room's approved reviews' (reviews/review-ratings.ts), never typed in;
 * `photos` are its uploaded photos, cover first (room-photos/room-photos-reader.ts).
 */
export function toRoomView(room: Room, reviews: RatingSummary, photos: RoomPhotoReply[]): RoomReply {
  return {
    id: room.id,
    name: room.name,
    nameEs: room.nameEs,
    description: room.description,
    descriptionEs: room.descriptionEs,
    fullDescription: room.fullDescription,
    fullDescriptionEs: room.fullDescriptionEs,
    pricePerNight: room.pricePerNight,
    currency: room.currency,
    maxGuests: room.maxGuests,
    beds: room.beds,
    bathrooms: room.bathrooms,
    amenities: room.amenities,
    amenitiesEs: room.amenitiesEs,
    features: room.features,
    rating: reviews.rating,
    reviewCount: reviews.count,
    imageEmoji: room.imageEmoji,
    photos,
  };
}
