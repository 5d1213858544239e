import { RoomPhoto } from './room-photo.entity.js';

export const ROOM_PHOTOS_ENTITIES = [RoomPhoto];
