/**
 * The /restaurant/menu island (docs/requirements/restaurant.md#menu): the categories and dishes,
 * the order panel and the order form. The server renders the menu it could load; when it
 * could not, the guest sees 'Error Loading Menu' and Try Again loads it from the browser.
 */
import type { Language } from '@lakeside/contracts';
import { useState } from 'react';
import type { MenuCategoryReply as MenuCategory } from '@lakeside/contracts';
import { loadMenu } from '../../lib/api/menu';
import { fill, formatTimeOfDay } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/en';
import { fallbackLang } from '../../lib/i18n/fallback-lang';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { CartPanel } from './CartPanel';
import { addOne, newClientOrderId, removeOne, type CartLine } from './cart';
import { MenuItemCard } from './MenuItemCard';
import { OrderForm, OrderPlaced } from './OrderForm';
import './menu.css';

interface Props {
  lang: Language;
  texts: Dictionary['activities']['menu'];
  orderTexts: Dictionary['activities']['orderForm'];
  translations: MessageTranslations;
  initial: MenuCategory[] | null;
}

type Stage = { kind: 'cart' } | { kind: 'order' } | { kind: 'placed'; orderNumber: string };

export default function MenuBoard({ lang, texts, orderTexts, translations, initial }: Props) {
  const [menu, setMenu] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [stage, setStage] = useState<Stage>({ kind: 'cart' });
  const [clientOrderId, setClientOrderId] = useState(() => (typeof crypto === 'undefined' ? '' : newClientOrderId()));

  const items = (menu ?? []).flatMap((category) => category.items);
  const add = (itemId: number) => {
    const item = items.find((candidate) => candidate.id === itemId);
    if (item) setLines((current) => addOne(current, item));
  };
  const remove = (itemId: number) => setLines((current) => removeOne(current, itemId));

  async function retry() {
    setLoading(true);
    setMenu(await loadMenu(lang));
    setLoading(false);
  }

  function startOver() {
    setLines([]);
    setClientOrderId(newClientOrderId());
    setStage({ kind: 'cart' });
  }

  if (loading) return <p className="menu-state">{texts.loading}</p>;
  if (menu === null)
    return (
      <div className="menu-state card" role="alert">
        <p className="notice-title">{texts.errorTitle}</p>
        <p>{texts.errorText}</p>
        <button type="button" className="button button-primary" onClick={() => void retry()}>
          {texts.tryAgain}
        </button>
      </div>
    );
  if (items.length === 0) return <p className="menu-state card">{texts.empty}</p>;

  return (
    <div className="menu-board">
      <div className="menu-categories">
        {menu
          .filter((category) => category.items.length > 0)
          .map((category) => (
            <section key={category.id} className="menu-category" aria-labelledby={`category-${category.id}`}>
              <h2 id={`category-${category.id}`} lang={fallbackLang(category, 'name', lang)}>
                {category.name}
              </h2>
              {category.availableFrom && category.availableUntil && (
                <p className="menu-hours">
                  {fill(texts.availableFrom, {
                    start: formatTimeOfDay(category.availableFrom, lang),
                    end: formatTimeOfDay(category.availableUntil, lang),
                  })}
                </p>
              )}
              {category.description && (
                <p className="menu-category-text" lang={fallbackLang(category, 'description', lang)}>
                  {category.description}
                </p>
              )}
              <div className="dishes">
                {category.items.map((item) => (
                  <MenuItemCard
                    key={item.id}
                    item={item}
                    quantity={lines.find((line) => line.itemId === item.id)?.quantity ?? 0}
                    texts={texts}
                    lang={lang}
                    onAdd={() => add(item.id)}
                    onRemove={() => remove(item.id)}
                  />
                ))}
              </div>
            </section>
          ))}
      </div>
      <aside className="cart card" aria-labelledby="cart-title">
        {stage.kind === 'placed' ? (
          <OrderPlaced orderNumber={stage.orderNumber} texts={orderTexts} onNew={startOver} />
        ) : (
          <>
            <CartPanel
              lines={lines}
              texts={texts}
              onAdd={add}
              onRemove={remove}
              onPlaceOrder={() => setStage({ kind: 'order' })}
            />
            {stage.kind === 'order' && lines.length > 0 && (
              <OrderForm
                lines={lines}
                clientOrderId={clientOrderId}
                texts={orderTexts}
                translations={translations}
                onBack={() => setStage({ kind: 'cart' })}
                onPlaced={(orderNumber) => setStage({ kind: 'placed', orderNumber })}
              />
            )}
          </>
        )}
      </aside>
    </div>
  );
}
