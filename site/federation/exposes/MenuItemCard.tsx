/**
 * The remote's `./MenuItemCard`: the site's dish card as the restaurant menu shows it (not
 * yet in the cart), in the site's styles, for a dish in `GET /api/restaurant/menu/full`'s shape.
 */
import { MenuItemCard, type MenuItemCardItem } from '../../src/components/menu/MenuItemCard';
import { dictionary } from '../../src/lib/i18n/dictionary';
import type { Lang } from '../../src/lib/i18n/languages';
import { SiteStyleRoot } from '../SiteStyleRoot';

export interface MenuItemCardPreviewProps {
  item: MenuItemCardItem;
  lang?: Lang;
}

/** The preview is inert: there is no cart to add to. */
const ignore = () => undefined;

export default function MenuItemCardPreview({ item, lang = 'en' }: MenuItemCardPreviewProps) {
  return (
    <SiteStyleRoot>
      <MenuItemCard
        item={item}
        quantity={0}
        texts={dictionary(lang).activities.menu}
        lang={lang}
        onAdd={ignore}
        onRemove={ignore}
      />
    </SiteStyleRoot>
  );
}
