export { Channels } from './Channels';
export { blockedNightsByRoom } from './blockedNights';
export { useChannels } from './channelQueries';
