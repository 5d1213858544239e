/**
 * Channel calendar sync (issue 16): each room's calendar feed for other channels (Airbnb,
 * Booking.com, Hostelworld), the feeds of theirs the retreat imports, and nights staff block by
 * hand. What the console sends and who may do it; the replies are in replies/channels.ts.
 */
import { z } from 'zod';
import { nightsBetween } from './calendar-date.js';
import type { StaffRole } from './enums/staff.js';
import { MESSAGES } from './messages.js';
import { dateField, optionalText, requiredText, whenParsed } from './schemas/fields.js';

/** Who may do what on the console's Channels page; the server checks the role. */
export const CHANNEL_ACCESS = {
  /** Seeing the calendars, feeds, blocks and conflicts. */
  view: ['admin', 'manager', 'staff'],
  /** Blocking nights (maintenance, owner's use) and unblocking them. */
  block: ['admin', 'manager', 'staff'],
  /** Adding and removing other channels' feeds, syncing them, rotating the secret feed URL. */
  manage: ['admin', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const CHANNEL_LIMITS = {
  feedName: 60,
  feedUrl: 1000,
  blockNote: 200,
  /** A manual block covers at most this many nights. */
  maxBlockNights: 366,
  /** Feeds per room. */
  maxFeedsPerRoom: 10,
} as const;

/** Why staff block nights. */
export const BLOCK_REASONS = ['maintenance', 'owner', 'other'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** Who owns a blocked night: staff by hand, or another channel's feed. */
export const BLOCK_SOURCES = ['manual', 'channel'] as const;
export type BlockSource = (typeof BLOCK_SOURCES)[number];

/** The field texts of these forms (staff read English). */
export const CHANNEL_MESSAGES = {
  feedNameRequired: 'Give the channel a name, e.g. Airbnb',
  feedUrlInvalid: 'Enter the channel’s calendar (iCal) address, starting with https:// or http://',
  reasonRequired: 'Choose why the nights are blocked',
  endAfterStart: 'The last day must be after the first night',
  tooManyNights: `Block at most ${CHANNEL_LIMITS.maxBlockNights} nights at once`,
} as const;

export const channelFeedSchema = z.object({
  name: requiredText(CHANNEL_LIMITS.feedName, CHANNEL_MESSAGES.feedNameRequired),
  url: z
    .string({ error: CHANNEL_MESSAGES.feedUrlInvalid })
    .trim()
    .max(CHANNEL_LIMITS.feedUrl, { error: CHANNEL_MESSAGES.feedUrlInvalid })
    .refine(isFeedUrl, { error: CHANNEL_MESSAGES.feedUrlInvalid }),
});
export type ChannelFeedInput = z.infer<typeof channelFeedSchema>;

/**
 * Nights from `checkinDate` up to the night before `checkoutDate`, like a stay: the room is
 * free again on `checkoutDate`.
 */
export const roomBlockSchema = z
  .object({
    checkinDate: dateField(MESSAGES.checkinRequired),
    checkoutDate: dateField(MESSAGES.checkoutRequired),
    reason: z.enum(BLOCK_REASONS, { error: CHANNEL_MESSAGES.reasonRequired }),
    note: optionalText(CHANNEL_LIMITS.blockNote),
  })
  .superRefine(
    (value, ctx) => {
      if (value.checkoutDate <= value.checkinDate) {
        ctx.addIssue({ code: 'custom', message: CHANNEL_MESSAGES.endAfterStart, path: ['checkoutDate'] });
      } else if (nightsBetween(value.checkinDate, value.checkoutDate) > CHANNEL_LIMITS.maxBlockNights) {
        ctx.addIssue({ code: 'custom', message: CHANNEL_MESSAGES.tooManyNights, path: ['checkoutDate'] });
      }
    },
    { when: whenParsed('checkinDate', 'checkoutDate') },
  );
export type RoomBlockInput = z.infer<typeof roomBlockSchema>;

/** http(s), a host, no user or password in it (a feed's secret is its path or query). */
const FEED_URL_PATTERN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function isFeedUrl(value: string): boolean {
  return FEED_URL_PATTERN.test(value);
}
