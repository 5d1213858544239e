/**
 * Loads PayPal's JS SDK once per page and renders its buttons. Only used when the API's
 * payment setup says 'paypal' (real credentials); offline the simulated provider is used.
 * The SDK must come from PayPal's own origin — it cannot be bundled.
 */
/** What onInit hands over: the buttons stay drawn, but PayPal opens no window while disabled. */
export interface PayPalButtonActions {
  enable(): Promise<void>;
  disable(): Promise<void>;
}

export interface PayPalButtonsOptions {
  createOrder: () => Promise<string>;
  onInit?: (data: unknown, actions: PayPalButtonActions) => void;
  /** Runs on every click, disabled or not; reject() keeps PayPal's window closed. */
  onClick?: (data: unknown, actions: { resolve(): Promise<void>; reject(): Promise<void> }) => Promise<void> | void;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
}

interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions & { style?: Record<string, string> }): {
    render(container: HTMLElement): Promise<void>;
    close?(): Promise<void>;
  };
}

let loading: Promise<PayPalNamespace> | null = null;

export function loadPayPalSdk(clientId: string, currency: string): Promise<PayPalNamespace> {
  loading ??= new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const query = new URLSearchParams({ 'client-id': clientId, currency, intent: 'capture' });
    script.src = `https://www.paypal.com/sdk/js?${query}`;
    script.async = true;
    script.onload = () => {
      const paypal = (window as unknown as { paypal?: PayPalNamespace }).paypal;
      if (paypal) resolve(paypal);
      else reject(new Error('PayPal SDK loaded without window.paypal'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('PayPal SDK failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
