/**
 * "Pay with: PayPal / Card (Recurrente)": the guest's choice where the retreat takes payments
 * with more than one provider (GET /paypal/setup's `offered`), the same on a room's payment step
 * and on the event and sauna forms. Nothing is shown when only one is offered.
 */
import type { PaymentChoiceReply, PaymentProviderName } from '@lakeside/contracts';
import type { Dictionary } from '../../lib/i18n/en';

export type ProviderChoiceTexts = Pick<Dictionary['booking']['wizard'], 'payWith' | 'payByPayPal' | 'payByCard'>;

interface Props {
  /** The radios' name, unique on the page. */
  name: string;
  offered: readonly PaymentChoiceReply[];
  /** The provider chosen, or the default (the first offered). */
  chosen: PaymentProviderName | undefined;
  disabled: boolean;
  texts: ProviderChoiceTexts;
  onChoose: (provider: PaymentProviderName) => void;
}

/** Our words for the providers we know; the server's label for any other (the simulated one). */
function choiceLabel(offer: PaymentChoiceReply, texts: ProviderChoiceTexts): string {
  if (offer.provider === 'paypal') return texts.payByPayPal;
  return offer.provider === 'recurrente' ? texts.payByCard : offer.label;
}

export default function ProviderChoice({ name, offered, chosen, disabled, texts, onChoose }: Props) {
  if (offered.length < 2) return null;
  return (
    <fieldset className="wizard-choice" disabled={disabled}>
      <legend>{texts.payWith}</legend>
      {offered.map((offer) => (
        <label key={offer.provider}>
          <input
            type="radio"
            name={name}
            value={offer.provider}
            checked={chosen === offer.provider}
            onChange={() => onChoose(offer.provider)}
          />{' '}
          {choiceLabel(offer, texts)}
        </label>
      ))}
    </fieldset>
  );
}
