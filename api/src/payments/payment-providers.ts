import type { PaymentProvider, PaymentProviderName } from './payment-provider.js';
import { PaymentError } from './payment-errors.js';

/** What the guest reads for each provider in the refusal "{provider} payments are not available". */
const DISPLAY_NAMES: Record<PaymentProviderName, string> = {
  paypal: 'PayPal',
  recurrente: 'Recurrente',
  simulated: 'Simulated',
};

/**
 * The payment providers this server is configured for (chosen once at boot, see
 * payment-provider.factory.ts). A new payment goes to the provider the guest chose among
 * `offered()`; capturing or refunding a booking goes to the provider it was paid with,
 * `get(booking.paymentProvider)` — never to "whichever is configured now".
 */
export class PaymentProviders {
  private readonly byName: ReadonlyMap<string, PaymentProvider>;

  constructor(private readonly providers: readonly PaymentProvider[]) {
    if (providers.length === 0) throw new Error('PaymentProviders needs at least one provider');
    this.byName = new Map(providers.map((provider) => [provider.name, provider]));
  }

  /** What the guest may choose between, in the order the site shows them (the first is the default). */
  offered(): readonly PaymentProvider[] {
    return this.providers;
  }

  /** The provider of a new payment: the guest's choice, or the first offered when they made none. */
  forNewPayment(choice?: string): PaymentProvider {
    return choice === undefined ? (this.providers[0] as PaymentProvider) : this.get(choice);
  }

  /** The provider named `name`, or undefined when this server is not set up for it. */
  find(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }

  /** The provider named `name`; 422 payments.providerNotOffered when this server is not set up for it. */
  get(name: string): PaymentProvider {
    const provider = this.find(name);
    if (!provider) {
      const display = DISPLAY_NAMES[name as PaymentProviderName] ?? name;
      throw new PaymentError('payments.providerNotOffered', { params: { provider: display } });
    }
    return provider;
  }
}
