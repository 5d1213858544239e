import { ChannelConflict } from './channel-conflict.entity.js';
import { ChannelFeed } from './channel-feed.entity.js';
import { RoomBlock } from './room-block.entity.js';
import { RoomCalendar } from './room-calendar.entity.js';

export const CHANNELS_ENTITIES = [RoomBlock, ChannelFeed, ChannelConflict, RoomCalendar];
