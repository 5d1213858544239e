import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import {
  CHANNEL_ACCESS,
  channelFeedSchema,
  channelsReply,
  roomBlockSchema,
  type ChannelFeedInput,
  type ChannelsReply,
  type RoomBlockInput,
} from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { staffOf } from '../auth/staff-of.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { ChannelFeedsService } from './channel-feeds.service.js';
import { ChannelSync } from './channel-sync.js';
import { ChannelsView } from './channels-view.js';
import { RoomBlocksService } from './room-blocks.service.js';
import { RoomCalendarService } from './room-calendar.service.js';

/**
 * The console's Channels page. Every write answers with the whole page (a few rooms), so the
 * console shows what the server now holds: a feed's sync outcome, a block's nights, conflicts.
 */
@Controller('api/channels')
export class ChannelsController {
  constructor(
    private readonly view: ChannelsView,
    private readonly feeds: ChannelFeedsService,
    private readonly sync: ChannelSync,
    private readonly blocks: RoomBlocksService,
    private readonly calendars: RoomCalendarService,
  ) {}

  @Get()
  @StaffOnly(...CHANNEL_ACCESS.view)
  @ReplyContract(channelsReply)
  overview(): Promise<ChannelsReply> {
    return this.view.overview();
  }

  /** A new secret for the room's feed URL; the old URL answers 404 from now on. */
  @Post('rooms/:roomId/token')
  @HttpCode(HttpStatus.OK)
  @StaffOnly(...CHANNEL_ACCESS.manage)
  @ReplyContract(channelsReply)
  async rotateToken(@Param('roomId') roomId: string): Promise<ChannelsReply> {
    await this.blocks.assertRoom(roomId);
    await this.calendars.rotate(roomId);
    return this.view.overview();
  }

  /** Adds another channel's feed and syncs it at once (its outcome is on the feed). */
  @Post('rooms/:roomId/feeds')
  @StaffOnly(...CHANNEL_ACCESS.manage)
  @ReplyContract(channelsReply)
  async addFeed(
    @Param('roomId') roomId: string,
    @Body(new ZodPipe(channelFeedSchema)) input: ChannelFeedInput,
  ): Promise<ChannelsReply> {
    const feed = await this.feeds.add(roomId, input);
    await this.sync.syncFeed(feed.id);
    return this.view.overview();
  }

  @Delete('feeds/:id')
  @StaffOnly(...CHANNEL_ACCESS.manage)
  @ReplyContract(channelsReply)
  async removeFeed(@Param('id', ParseIntPipe) id: number): Promise<ChannelsReply> {
    await this.feeds.remove(id);
    return this.view.overview();
  }

  /** "Sync now": fetches the feed and applies it before answering. */
  @Post('feeds/:id/sync')
  @HttpCode(HttpStatus.OK)
  @StaffOnly(...CHANNEL_ACCESS.manage)
  @ReplyContract(channelsReply)
  async syncNow(@Param('id', ParseIntPipe) id: number): Promise<ChannelsReply> {
    await this.feeds.get(id);
    await this.sync.syncFeed(id);
    return this.view.overview();
  }

  /** Blocks nights by hand: 201, or 409 channels.nightsTaken when any is booked, held or blocked. */
  @Post('rooms/:roomId/blocks')
  @StaffOnly(...CHANNEL_ACCESS.block)
  @ReplyContract(channelsReply)
  async block(
    @Param('roomId') roomId: string,
    @Body(new ZodPipe(roomBlockSchema)) input: RoomBlockInput,
    @Req() request: StaffRequest,
  ): Promise<ChannelsReply> {
    await this.blocks.create(roomId, input, staffOf(request));
    return this.view.overview();
  }

  @Delete('blocks/:id')
  @StaffOnly(...CHANNEL_ACCESS.block)
  @ReplyContract(channelsReply)
  async unblock(@Param('id', ParseIntPipe) id: number): Promise<ChannelsReply> {
    await this.blocks.remove(id);
    return this.view.overview();
  }
}
