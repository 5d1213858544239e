/**
 * Where the order goes (table or room) and who it is for, then POST /api/restaurant/orders
 * as a guest order. The clientOrderId is fixed for this cart, so pressing Send again after a
 * lost reply cannot create a second order; it changes only with a new cart.
 */
import { useState, type SubmitEvent } from 'react';
import { postJson } from '../../lib/api/post-json';
import { fill } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateRefusal } from '../../lib/i18n/translate-message';
import { formValues } from '../forms/form-values';
import { FormNotice } from '../forms/FormNotice';
import { TextAreaField, TextField } from '../forms/FormField';
import { orderPayload, type CartLine, type OrderDetails } from './cart';

interface Props {
  lines: CartLine[];
  clientOrderId: string;
  texts: Dictionary['activities']['orderForm'];
  translations: MessageTranslations;
  onBack: () => void;
  onPlaced: (orderNumber: string) => void;
}

export function OrderForm({ lines, clientOrderId, texts, translations, onBack, onPlaced }: Props) {
  const [orderType, setOrderType] = useState<OrderDetails['orderType']>('dine_in');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const text = (name: string) => (values[name] ?? '').trim();
    const details: OrderDetails = {
      orderType,
      customerName: text('customerName'),
      place: text('place'),
      customerPhone: text('customerPhone'),
      specialInstructions: text('specialInstructions'),
    };
    const missing: Record<string, string> = {};
    if (!details.customerName) missing.customerName = texts.nameRequired;
    if (!details.place) missing.place = texts.numberRequired;
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setSending(true);
    const result = await postJson('/api/restaurant/orders', orderPayload(lines, details, clientOrderId), () =>
      import('../../lib/api/menu-contract').then((module) => module.readOrder),
    );
    setSending(false);
    if (result.ok) {
      onPlaced(result.data.orderNumber);
      return;
    }
    setFailure(translateRefusal(translations, result) ?? texts.failed);
  }

  return (
    <form
      className="form order-form"
      noValidate
      aria-labelledby="order-form-title"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="order-form-title">{texts.title}</h3>
      <fieldset className="order-type">
        <legend>{texts.orderType}</legend>
        {(['dine_in', 'room_service'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="orderType"
              value={type}
              checked={orderType === type}
              onChange={() => setOrderType(type)}
            />{' '}
            {type === 'dine_in' ? texts.dineIn : texts.roomService}
          </label>
        ))}
      </fieldset>
      <TextField
        id="order-name"
        name="customerName"
        label={texts.name}
        autoComplete="name"
        requiredMark
        error={errors.customerName}
      />
      <TextField
        id="order-place"
        name="place"
        label={orderType === 'dine_in' ? texts.tableNumber : texts.roomNumber}
        requiredMark
        error={errors.place}
      />
      <TextField
        id="order-phone"
        name="customerPhone"
        type="tel"
        label={texts.phone}
        labelNote={texts.optional}
        autoComplete="tel"
      />
      <TextAreaField
        id="order-notes"
        name="specialInstructions"
        label={texts.instructions}
        labelNote={texts.optional}
      />
      <FormNotice tone={failure ? 'error' : null} title={texts.failedTitle} text={failure} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
        <button type="button" className="button button-outline" onClick={onBack}>
          {texts.back}
        </button>
      </div>
    </form>
  );
}

/**
 * After a placed order: its number, 'Order {number}' (docs/requirements/restaurant.md#guest-orders),
 * and a way to start again.
 */
export function OrderPlaced({
  orderNumber,
  texts,
  onNew,
}: {
  orderNumber: string;
  texts: Props['texts'];
  onNew: () => void;
}) {
  return (
    <div className="order-placed">
      <FormNotice tone="success" title={fill(texts.sentTitle, { number: orderNumber })} text={texts.sent} />
      <button type="button" className="button button-outline" onClick={onNew}>
        {texts.newOrder}
      </button>
    </div>
  );
}
