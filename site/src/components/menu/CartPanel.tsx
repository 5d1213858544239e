/**
 * The order side panel (docs/requirements/restaurant.md#guest-orders): 'Your Order (count)', lines with +/−, the
 * exact total, then Place Order opens the small order form in the same panel.
 */
import { fill } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/en';
import { cartCount, cartTotal, lineTotal, quetzales, type CartLine } from './cart';

interface Props {
  lines: CartLine[];
  texts: Dictionary['activities']['menu'];
  onAdd: (itemId: number) => void;
  onRemove: (itemId: number) => void;
  onPlaceOrder: () => void;
}

export function CartPanel({ lines, texts, onAdd, onRemove, onPlaceOrder }: Props) {
  return (
    <>
      <h2 id="cart-title">{fill(texts.cartTitle, { n: cartCount(lines) })}</h2>
      {lines.length === 0 ? (
        <p className="cart-empty">{texts.cartEmpty}</p>
      ) : (
        <ul className="cart-lines">
          {lines.map((line) => (
            <li key={line.itemId}>
              <span className="cart-line-name">
                {line.quantity} × {line.name}
              </span>
              <span className="cart-line-total">{quetzales(lineTotal(line))}</span>
              <span className="stepper stepper-small">
                <button type="button" aria-label={fill(texts.removeOne, { name: line.name })} onClick={() => onRemove(line.itemId)}>
                  −
                </button>
                <button type="button" aria-label={fill(texts.addOne, { name: line.name })} onClick={() => onAdd(line.itemId)}>
                  +
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="cart-total">
        <span>{texts.total}</span> <strong data-testid="cart-total">{quetzales(cartTotal(lines))}</strong>
      </p>
      <button type="button" className="button button-accent" disabled={lines.length === 0} onClick={onPlaceOrder}>
        {texts.placeOrder}
      </button>
    </>
  );
}
