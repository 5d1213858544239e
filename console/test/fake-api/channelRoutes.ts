/**
 * The Channels page in the fake API: GET /api/channels and its writes with the real paths,
 * roles (CHANNEL_ACCESS), validation (the contracts' schemas), refusal codes and reply shape
 * (channelsReply), over an in-memory page. "Sync now" answers what the next sync of the feed
 * says (`nextSync`), so a test can make a feed recover or fail.
 *
 * `answerChannels` is transport-free: the browser test routes /api/channels… to it (page.route).
 */
import {
  CHANNEL_ACCESS,
  channelFeedSchema,
  channelsReply,
  errorBody,
  roomBlockSchema,
  toFieldErrors,
  type ChannelFeedReply,
  type ChannelsReply,
  type StaffRole,
} from '@lakeside/contracts';

export interface FakeChannels {
  page: ChannelsReply;
  /** What "Sync now" of a feed records next: its error or null for a success. */
  nextSync: Map<number, string | null>;
  /** Writes made, in order: 'POST /api/channels/…'. */
  writes: string[];
}

type Answer = { status: number; body: unknown } | undefined;

const allowed = (role: StaffRole, action: keyof typeof CHANNEL_ACCESS) =>
  (CHANNEL_ACCESS[action] as readonly StaffRole[]).includes(role);

let nextId = 1000;

export function answerChannels(
  fake: FakeChannels,
  role: StaffRole,
  method: string,
  path: string,
  body: Record<string, unknown>,
): Answer {
  if (!path.startsWith('/api/channels')) return undefined;
  if (method === 'GET' && path === '/api/channels') return ok(fake);
  fake.writes.push(`${method} ${path}`);
  const [, kind, id, action] = /^\/api\/channels\/(rooms|feeds|blocks)\/([^/]+)(?:\/([^/]+))?$/.exec(path) ?? [];
  const room = fake.page.rooms.find((candidate) => candidate.roomId === id);
  if (kind === 'rooms' && !room) return { status: 404, body: errorBody('channels.notFound') };

  if (kind === 'rooms' && method === 'POST' && action === 'token') {
    if (!allowed(role, 'manage')) return { status: 403, body: errorBody('common.forbidden') };
    room!.calendarPath = `/api/rooms/${room!.roomId}/calendar.ics?token=rotated${nextId++}`;
    return ok(fake);
  }
  if (kind === 'rooms' && method === 'POST' && action === 'feeds') {
    if (!allowed(role, 'manage')) return { status: 403, body: errorBody('common.forbidden') };
    const parsed = channelFeedSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    room!.feeds.push({
      id: nextId++,
      roomId: room!.roomId,
      ...parsed.data,
      lastSyncedAt: null,
      lastError: null,
      eventCount: 0,
    });
    return ok(fake);
  }
  if (kind === 'rooms' && method === 'POST' && action === 'blocks') {
    if (!allowed(role, 'block')) return { status: 403, body: errorBody('common.forbidden') };
    const parsed = roomBlockSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const { checkinDate, checkoutDate, reason, note } = parsed.data;
    const taken = room!.blocks.some((block) => block.checkinDate < checkoutDate && checkinDate < block.checkoutDate);
    if (taken) return { status: 409, body: errorBody('channels.nightsTaken') };
    room!.blocks.push({
      id: nextId++,
      roomId: room!.roomId,
      source: 'manual',
      feedId: null,
      reason,
      note,
      checkinDate,
      checkoutDate,
      nightsNotHeld: 0,
      createdBy: role,
    });
    room!.blocks.sort((a, b) => a.checkinDate.localeCompare(b.checkinDate));
    return ok(fake);
  }
  if (kind === 'feeds') {
    if (!allowed(role, 'manage')) return { status: 403, body: errorBody('common.forbidden') };
    const owner = fake.page.rooms.find((candidate) => candidate.feeds.some((feed) => feed.id === Number(id)));
    const feed = owner?.feeds.find((candidate) => candidate.id === Number(id));
    if (!owner || !feed) return { status: 404, body: errorBody('channels.notFound') };
    if (method === 'POST' && action === 'sync') return sync(fake, feed);
    if (method === 'DELETE' && !action) {
      owner.feeds = owner.feeds.filter((candidate) => candidate !== feed);
      owner.blocks = owner.blocks.filter((block) => block.feedId !== feed.id);
      owner.conflicts = owner.conflicts.filter((conflict) => conflict.feedId !== feed.id);
      return ok(fake);
    }
  }
  if (kind === 'blocks' && method === 'DELETE' && !action) {
    if (!allowed(role, 'block')) return { status: 403, body: errorBody('common.forbidden') };
    const owner = fake.page.rooms.find((candidate) => candidate.blocks.some((block) => block.id === Number(id)));
    const block = owner?.blocks.find((candidate) => candidate.id === Number(id));
    if (!owner || !block) return { status: 404, body: errorBody('channels.notFound') };
    if (block.source !== 'manual') return { status: 409, body: errorBody('channels.blockFromChannel') };
    owner.blocks = owner.blocks.filter((candidate) => candidate !== block);
    return ok(fake);
  }
  return { status: 404, body: errorBody('common.notFound') };
}

function sync(fake: FakeChannels, feed: ChannelFeedReply): Answer {
  const error = fake.nextSync.get(feed.id) ?? null;
  feed.lastError = error;
  if (!error) feed.lastSyncedAt = '2027-03-10T15:00:00.000Z';
  return ok(fake);
}

const ok = (fake: FakeChannels): Answer => ({ status: 200, body: channelsReply.parse(fake.page) });

function invalid(error: Parameters<typeof toFieldErrors>[0]): Answer {
  return { status: 400, body: errorBody('common.validationFailed', { errors: toFieldErrors(error) }) };
}
