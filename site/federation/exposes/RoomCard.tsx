/**
 * The remote's `./RoomCard`: the site's room card as the /rooms page shows it, in the site's
 * styles, for a room in `GET /api/rooms`'s shape (the console passes the room being edited).
 */
import { RoomCard, type RoomCardRoom } from '../../src/components/rooms/RoomCard';
import type { Lang } from '../../src/lib/i18n/languages';
import { SiteStyleRoot } from '../SiteStyleRoot';
import { onSite } from './site-url';

export interface RoomCardPreviewProps {
  room: RoomCardRoom;
  lang?: Lang;
}

/** Photo URLs are the site's (/api/room-photos/files/…): on the console's origin they must name the site. */
const photosOnSite = (photos: RoomCardRoom['photos']): RoomCardRoom['photos'] =>
  photos.map((photo) => ({ ...photo, variants: photo.variants.map((v) => ({ ...v, url: onSite(v.url) })) }));

export default function RoomCardPreview({ room, lang = 'en' }: RoomCardPreviewProps) {
  return (
    <SiteStyleRoot>
      <RoomCard room={{ ...room, photos: photosOnSite(room.photos) }} lang={lang} variant="rooms" eager />
    </SiteStyleRoot>
  );
}
