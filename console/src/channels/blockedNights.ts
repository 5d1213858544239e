import { stayNights, type CalendarDate, type ChannelsReply } from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';

/**
 * room id → night → why it is blocked ("maintenance", "Airbnb: Reserved"), from the Channels
 * page's blocks: the nights no guest can book although no booking of ours holds them.
 */
export function blockedNightsByRoom(
  channels: ChannelsReply | undefined,
  translate: TranslateFunction,
): Map<string, Map<CalendarDate, string>> {
  const rooms = new Map<string, Map<CalendarDate, string>>();
  for (const room of channels?.rooms ?? []) {
    const nights = new Map<CalendarDate, string>();
    for (const block of room.blocks) {
      const why =
        block.source === 'manual'
          ? translate(`channels.blockedBy.${block.reason ?? 'other'}`)
          : `${room.feeds.find((feed) => feed.id === block.feedId)?.name ?? translate('channels.blockedBy.anotherChannel')}${block.note ? `: ${block.note}` : ''}`;
      for (const night of stayNights(block.checkinDate, block.checkoutDate)) nights.set(night, why);
    }
    rooms.set(room.roomId, nights);
  }
  return rooms;
}
