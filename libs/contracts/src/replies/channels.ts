/**
 * GET /api/channels and the Channels page's writes (staff): per room, the secret URL of its
 * calendar feed, the other channels' feeds it imports with how their last sync went, the
 * blocked nights, and the conflicts — a channel's booking on nights the retreat already sold.
 */
import { z } from 'zod';
import { BLOCK_REASONS, BLOCK_SOURCES } from '../channels.js';
import { calendarDateReply, instantReply } from './reply.js';

export const channelFeedReply = z.object({
  id: z.number().int(),
  roomId: z.string(),
  name: z.string(),
  url: z.string(),
  /** When a fetch last succeeded (a 304 counts); null before the first. */
  lastSyncedAt: instantReply.nullable(),
  /** Why the last attempt failed; null when it succeeded. */
  lastError: z.string().nullable(),
  /** Events in the feed at the last successful sync. */
  eventCount: z.number().int(),
});

export const roomBlockReply = z.object({
  id: z.number().int(),
  roomId: z.string(),
  source: z.enum(BLOCK_SOURCES),
  /** The feed a channel block came from; null for a manual block. */
  feedId: z.number().int().nullable(),
  /** A manual block's reason; null for a channel block. */
  reason: z.enum(BLOCK_REASONS).nullable(),
  /** Staff's note, or the channel event's summary ("Reserved", "CLOSED - Not available"). */
  note: z.string().nullable(),
  checkinDate: calendarDateReply,
  checkoutDate: calendarDateReply,
  /** Nights of the block that another booking or block holds (a channel block on sold nights). */
  nightsNotHeld: z.number().int(),
  createdBy: z.string().nullable(),
});

export const channelConflictReply = z.object({
  id: z.number().int(),
  feedId: z.number().int(),
  feedName: z.string(),
  roomId: z.string(),
  /** The channel's booking. */
  checkinDate: calendarDateReply,
  checkoutDate: calendarDateReply,
  summary: z.string().nullable(),
  /** Our booking on the same nights. */
  bookingId: z.number().int(),
  bookingReference: z.string(),
  detectedAt: instantReply,
  /** When the retreat's inbox was told; null while the mail is still due. */
  mailedAt: instantReply.nullable(),
});

export const channelRoomReply = z.object({
  roomId: z.string(),
  name: z.string(),
  /** The room's feed for other channels: path with its secret token, to append to the API's origin. */
  calendarPath: z.string(),
  feeds: z.array(channelFeedReply),
  /** Blocks whose last night is today or later, earliest first. */
  blocks: z.array(roomBlockReply),
  /** Conflicts not resolved yet (the channel booking or ours went away resolves one). */
  conflicts: z.array(channelConflictReply),
});

export const channelsReply = z.object({ rooms: z.array(channelRoomReply) });

export type ChannelFeedReply = z.infer<typeof channelFeedReply>;
export type RoomBlockReply = z.infer<typeof roomBlockReply>;
export type ChannelConflictReply = z.infer<typeof channelConflictReply>;
export type ChannelRoomReply = z.infer<typeof channelRoomReply>;
export type ChannelsReply = z.infer<typeof channelsReply>;
