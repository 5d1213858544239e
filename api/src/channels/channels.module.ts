import { Module } from '@nestjs/common';
import { ChannelFeedsService } from './channel-feeds.service.js';
import { ChannelSync } from './channel-sync.js';
import { ChannelSyncJob } from './channel-sync-job.js';
import { ChannelsController } from './channels.controller.js';
import { ChannelsView } from './channels-view.js';
import { RoomBlocksService } from './room-blocks.service.js';
import { RoomCalendarController } from './room-calendar.controller.js';
import { RoomCalendarService } from './room-calendar.service.js';

/** Channel calendar sync (issue 16): the rooms' feeds out, other channels' feeds in, manual blocks. */
@Module({
  controllers: [ChannelsController, RoomCalendarController],
  providers: [ChannelSync, ChannelSyncJob, ChannelFeedsService, ChannelsView, RoomBlocksService, RoomCalendarService],
})
export class ChannelsModule {}
