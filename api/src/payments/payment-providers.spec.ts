import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors/app-error.js';
import type { PaymentProvider } from './payment-provider.js';
import { PaymentProviders } from './payment-providers.js';

const named = (name: PaymentProvider['name']) => ({ name }) as PaymentProvider;

describe('PaymentProviders', () => {
  const paypal = named('paypal');
  const recurrente = named('recurrente');
  const providers = new PaymentProviders([paypal, recurrente]);

  it('offers every configured provider, the first being the default for a payment without a choice', () => {
    expect(providers.offered()).toEqual([paypal, recurrente]);
    expect(providers.forNewPayment()).toBe(paypal);
    expect(providers.forNewPayment('recurrente')).toBe(recurrente);
  });

  it('finds a booking’s provider by name, and refuses one this server is not set up for', () => {
    expect(providers.get('recurrente')).toBe(recurrente);
    expect(providers.find('simulated')).toBeUndefined();
    const refusal = (() => {
      try {
        return providers.get('simulated');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'payments.providerNotOffered',
      details: { params: { provider: 'Simulated' } },
    });
    expect(() => providers.forNewPayment('stripe')).toThrow(AppError);
  });

  it('needs at least one provider', () => {
    expect(() => new PaymentProviders([])).toThrow();
  });
});
