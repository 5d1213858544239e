/**
 * One dish (docs/requirements/restaurant.md#menu): badges, tags, spice, time, allergens, price and its cart
 * control. Spice marks are line icons (emoji fonts are missing on many devices). The console
 * previews a menu item being edited with this same card, from the site's federated remote.
 */
import type { MenuItemReply as MenuItem } from '@lakeside/contracts';
import { fill } from '../../lib/format';
import { ICON_PATHS } from '../../lib/icons';
import type { Dictionary } from '../../lib/i18n/en';
import { fallbackLang } from '../../lib/i18n/fallback-lang';
import type { Lang } from '../../lib/i18n/languages';
import { quetzales } from './cart';
import './MenuItemCard.css';

/** What the card shows of a dish of `GET /api/restaurant/menu/full`. */
export type MenuItemCardItem = Pick<
  MenuItem,
  | 'name'
  | 'description'
  | 'price'
  | 'isAvailable'
  | 'isPopular'
  | 'dietary'
  | 'spiceLevel'
  | 'preparationTime'
  | 'allergens'
  // Optional: on a Spanish page, the English texts staff have not translated are marked.
  | 'nameEs'
  | 'descriptionEs'
>;

interface Props {
  item: MenuItemCardItem;
  quantity: number;
  texts: Dictionary['activities']['menu'];
  /** The page's language (English where left out, as in the console's preview). */
  lang?: Lang;
  onAdd: () => void;
  onRemove: () => void;
}

export function MenuItemCard({ item, quantity, texts, lang = 'en', onAdd, onRemove }: Props) {
  return (
    <article className={`dish${item.isAvailable ? '' : ' is-unavailable'}`}>
      <div className="dish-head">
        <h3 className="dish-name" lang={fallbackLang(item, 'name', lang)}>
          {item.name}
        </h3>
        <p className="dish-price">{quetzales(item.price)}</p>
      </div>
      <p className="dish-badges">
        {item.isPopular && <span className="dish-badge dish-popular">{texts.popular}</span>}
        {!item.isAvailable && <span className="dish-badge dish-off">{texts.unavailable}</span>}
        {item.dietary.map((tag) => (
          <span key={tag} className="dish-badge dish-diet">
            {nameIn(texts.dietaryNames, tag)}
          </span>
        ))}
      </p>
      {item.description && (
        <p className="dish-text" lang={fallbackLang(item, 'description', lang)}>
          {item.description}
        </p>
      )}
      <p className="dish-facts">
        {item.spiceLevel ? (
          <span role="img" aria-label={fill(texts.spiceLevel, { n: item.spiceLevel })} className="dish-spice">
            {Array.from({ length: item.spiceLevel }, (_, index) => (
              <svg
                key={index}
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
                focusable="false"
              >
                <path d={ICON_PATHS.flame} />
              </svg>
            ))}
          </span>
        ) : null}
        {item.preparationTime ? <span>{fill(texts.minutes, { n: item.preparationTime })}</span> : null}
        {item.allergens.length > 0 && (
          <span>
            {fill(texts.contains, {
              list: item.allergens.map((allergen) => nameIn(texts.allergenNames, allergen)).join(', '),
            })}
          </span>
        )}
      </p>
      {item.isAvailable &&
        (quantity === 0 ? (
          <button type="button" className="button button-primary dish-add" onClick={onAdd}>
            {texts.addToCart}
          </button>
        ) : (
          <div className="stepper">
            <button type="button" aria-label={fill(texts.removeOne, { name: item.name })} onClick={onRemove}>
              −
            </button>
            <span aria-live="polite" aria-label={fill(texts.inCart, { n: quantity })}>
              {quantity}
            </span>
            <button type="button" aria-label={fill(texts.addOne, { name: item.name })} onClick={onAdd}>
              +
            </button>
          </div>
        ))}
    </article>
  );
}

/** A tag's name in the page's language; a value the site does not know yet shows as stored. */
function nameIn(names: Record<string, string>, value: string): string {
  return names[value] ?? value;
}
