import type { ResourceScreens } from '../generic/resourceFromSchema';
import { lazyScreen } from '../routes/lazyScreen';

// The previews (and the federation runtime they start) load with the form that shows them.
const RoomPreview = lazyScreen(() => import('./cardPreviews').then((module) => module.RoomPreview));
const EventPreview = lazyScreen(() => import('./cardPreviews').then((module) => module.EventPreview));
const MenuItemPreview = lazyScreen(() => import('./cardPreviews').then((module) => module.MenuItemPreview));

/**
 * The resources whose forms show a guest preview beside them (admin-schema names). The
 * screens stay generic; only the aside is theirs.
 */
export const previewScreens: Record<'rooms' | 'events' | 'menu-items', ResourceScreens> = {
  rooms: { formAside: RoomPreview },
  events: { formAside: EventPreview },
  'menu-items': { formAside: MenuItemPreview },
};
