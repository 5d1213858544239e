export { RoomPhotos } from './RoomPhotos';
