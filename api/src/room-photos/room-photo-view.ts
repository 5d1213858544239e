import { ROOM_PHOTO_FORMATS, type RoomPhotoReply, type StaffRoomPhotoReply } from '@lakeside/contracts';
import { ROOM_PHOTO_FILES_PATH, sizeFileName } from './room-photo-files.js';
import type { RoomPhoto } from './room-photo.entity.js';

/** A photo as guests read it (the contracts' roomPhotoReply): every size in every format, at its immutable URL. */
export function toRoomPhotoView(photo: RoomPhoto): RoomPhotoReply {
  const largest = photo.sizes.at(-1) ?? { width: 1, height: 1 };
  return {
    id: photo.id,
    alt: photo.alt,
    altEs: photo.altEs,
    width: largest.width,
    height: largest.height,
    variants: ROOM_PHOTO_FORMATS.flatMap((format) =>
      photo.sizes.map(({ width, height }) => ({
        format,
        width,
        height,
        url: `${ROOM_PHOTO_FILES_PATH}${sizeFileName(photo.fileKey, width, format)}`,
      })),
    ),
  };
}

/** A photo as the console lists it. */
export function toStaffRoomPhotoView(photo: RoomPhoto): StaffRoomPhotoReply {
  return {
    ...toRoomPhotoView(photo),
    fileName: photo.fileName,
    bytes: photo.bytes,
    uploadedAt: photo.createdAt.toISOString(),
  };
}
