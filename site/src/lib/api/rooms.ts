/** The room catalogue as `GET /api/rooms` returns it (the contracts' roomListReply; seed data, edited from the console). */
import { localized, roomListReply, type Language, type RoomReply } from '@lakeside/contracts';
import { getFromApi, mapLoaded, type Loaded } from './server-fetch';

/** The rooms as a reader of `lang` sees them: Spanish texts where staff wrote them. */
export async function fetchRooms(lang: Language): Promise<Loaded<RoomReply[]>> {
  const rooms = await getFromApi('/api/rooms', roomListReply);
  return mapLoaded(rooms, (list) => list.map((room) => localized(room, lang)));
}
