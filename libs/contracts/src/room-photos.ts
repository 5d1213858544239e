/**
 * Room photos (issue 16): staff upload them in the console, the API keeps the original and
 * makes AVIF and WebP sizes, and the site shows them with srcset. What the console sends and
 * who may do it; the replies are in replies/room-photos.ts.
 */
import { z } from 'zod';
import type { StaffRole } from './enums/staff.js';
import { optionalText, requiredText } from './schemas/fields.js';

/** Who may see and change room photos; the server checks the role (the rooms table's roles). */
export const ROOM_PHOTO_ACCESS = {
  view: ['admin', 'manager', 'staff'],
  manage: ['admin', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const ROOM_PHOTO_LIMITS = {
  /** A phone's full-size photo fits; a camera's raw file does not. */
  maxBytes: 15 * 1024 * 1024,
  /** Files in one upload. */
  maxPerUpload: 10,
  /** Photos a room may have. */
  maxPerRoom: 20,
  /** Alt text, in each language. */
  alt: 200,
  /**
   * The widths of the responsive sizes, in pixels: a phone's card (about 360 px wide at 1x, 2x
   * and 3x: 480, 720, 960 — Lighthouse's phone at 1.75x takes the 720 rather than a third more
   * bytes of the 960), and the room page's picture on a desktop at 2x. A photo narrower than a
   * width gets no size above its own.
   */
  widths: [480, 720, 960, 1440],
} as const;

/** The formats the API makes of every photo, best first: the site's <picture> offers them in this order. */
export const ROOM_PHOTO_FORMATS = ['avif', 'webp'] as const;
export type RoomPhotoFormat = (typeof ROOM_PHOTO_FORMATS)[number];

/** Field texts of the photo forms and of refused files (staff read English). */
export const ROOM_PHOTO_MESSAGES = {
  notAPhoto: 'Choose JPEG, PNG, WebP or AVIF photos.',
  mismatch: 'This file is not what its type says. Choose the photo again.',
  missing: 'Choose one or more photos.',
  unreadable: 'The upload was cut short or is not a form upload. Please send the photos again.',
  altRequired: 'Describe the photo for guests who cannot see it',
  orderMismatch: 'List every photo of the room once',
} as const;

/** What a photo says to a guest who cannot see it; the Spanish text is optional. */
export const roomPhotoTextSchema = z.object({
  alt: requiredText(ROOM_PHOTO_LIMITS.alt, ROOM_PHOTO_MESSAGES.altRequired),
  altEs: optionalText(ROOM_PHOTO_LIMITS.alt),
});
export type RoomPhotoTextInput = z.infer<typeof roomPhotoTextSchema>;

/** A room's photos in their new order, cover first: every photo of the room, once. */
export const roomPhotoOrderSchema = z.object({
  photoIds: z
    .array(z.number().int().positive())
    .min(1, { error: ROOM_PHOTO_MESSAGES.orderMismatch })
    .max(ROOM_PHOTO_LIMITS.maxPerRoom, { error: ROOM_PHOTO_MESSAGES.orderMismatch })
    .refine((ids) => new Set(ids).size === ids.length, { error: ROOM_PHOTO_MESSAGES.orderMismatch }),
});
export type RoomPhotoOrderInput = z.infer<typeof roomPhotoOrderSchema>;
