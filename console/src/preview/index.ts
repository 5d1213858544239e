import type { ResourceScreens } from '../generic/resourceFromSchema';
import { EventPreview, MenuItemPreview, RoomPreview } from './cardPreviews';

/**
 * The resources whose forms show a guest preview beside them (admin-schema names). The
 * screens stay generic; only the aside is theirs.
 */
export const previewScreens: Record<'rooms' | 'events' | 'menu-items', ResourceScreens> = {
  rooms: { formAside: RoomPreview },
  events: { formAside: EventPreview },
  'menu-items': { formAside: MenuItemPreview },
};
