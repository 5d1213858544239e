/**
 * Room photos as the site and the console read them: each photo's sizes in every format the
 * API made (ROOM_PHOTO_FORMATS), at immutable URLs named by the picture's content hash, so a
 * browser may keep them for a year.
 */
import { z } from 'zod';
import { ROOM_PHOTO_FORMATS } from '../room-photos.js';
import { instantReply } from './reply.js';

export const roomPhotoVariantReply = z.object({
  format: z.enum(ROOM_PHOTO_FORMATS),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Same-origin path, e.g. /api/room-photos/files/3f9a…-960.avif. */
  url: z.string(),
});

export const roomPhotoReply = z.object({
  id: z.number().int(),
  /** What the photo shows, for guests who cannot see it. */
  alt: z.string(),
  /** The Spanish alt text; null where staff have not written it (pages show `alt`). */
  altEs: z.string().nullable(),
  /** The largest size's pixels: the photo's proportions, for width/height that reserve its box. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Every size in every format, narrowest first within a format. */
  variants: z.array(roomPhotoVariantReply).min(1),
});

/** A photo as the console lists it: what guests get, and what staff recognise it by. */
export const staffRoomPhotoReply = roomPhotoReply.extend({
  /** The uploaded file's name. */
  fileName: z.string(),
  /** The original's size in bytes, as uploaded. */
  bytes: z.number().int(),
  uploadedAt: instantReply,
});

/** A room on the console's Room photos page, with its photos, cover first. */
export const roomPhotoRoomReply = z.object({
  roomId: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  photos: z.array(staffRoomPhotoReply),
});

/** The console's Room photos page: every room, active or not (staff prepare a room's photos before opening it). */
export const roomPhotosReply = z.object({ rooms: z.array(roomPhotoRoomReply) });

export type RoomPhotoVariantReply = z.infer<typeof roomPhotoVariantReply>;
export type RoomPhotoReply = z.infer<typeof roomPhotoReply>;
export type StaffRoomPhotoReply = z.infer<typeof staffRoomPhotoReply>;
export type RoomPhotoRoomReply = z.infer<typeof roomPhotoRoomReply>;
export type RoomPhotosReply = z.infer<typeof roomPhotosReply>;
