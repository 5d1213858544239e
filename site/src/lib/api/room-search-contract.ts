/** Its own module so the Book Your Stay card loads the reply contract (and zod) only when it asks for a stay. */
import '../no-eval-parsing';
import { parseReply, roomSearchReply, type RoomSearchReply } from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

export const readRoomSearch: ReplyReader<RoomSearchReply> = (body, source) => parseReply(roomSearchReply, body, source);
