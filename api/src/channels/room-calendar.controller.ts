import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RoomCalendarService } from './room-calendar.service.js';

/**
 * A room's calendar for other channels: public, but only with the room's secret token (any
 * other token is 404, as for a room that does not exist). Channels poll it every few minutes,
 * so it answers 304 to a copy they already have (ETag, Last-Modified).
 */
@Controller('api/rooms')
export class RoomCalendarController {
  constructor(private readonly calendars: RoomCalendarService) {}

  @Get(':id/calendar.ics')
  async calendar(
    @Param('id') roomId: string,
    @Query('token') token: unknown,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('if-modified-since') ifModifiedSince: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const feed = await this.calendars.feed(roomId, typeof token === 'string' ? token : '');
    void reply
      .header('etag', feed.etag)
      .header('last-modified', feed.lastModified.toUTCString())
      // Channels may keep it a few minutes; intermediaries must not (the URL is a secret).
      .header('cache-control', 'private, max-age=300');
    if (isFresh(feed, ifNoneMatch, ifModifiedSince)) {
      void reply.status(304).send();
      return;
    }
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${roomId.replace(/[^\w-]/g, '')}.ics"`)
      .send(feed.body);
  }
}

/** RFC 9110: If-None-Match decides when sent; otherwise If-Modified-Since (second precision). */
function isFresh(
  feed: { etag: string; lastModified: Date },
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => ['*', feed.etag].includes(tag.trim().replace(/^W\//, '')));
  }
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : NaN;
  return !Number.isNaN(since) && feed.lastModified.getTime() <= since;
}
