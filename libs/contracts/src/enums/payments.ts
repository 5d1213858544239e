/** Online payment providers. PayPal is the default; Recurrente is the regional card provider. */
export const PAYMENT_PROVIDERS = ['paypal', 'recurrente'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const DEFAULT_PAYMENT_PROVIDER: PaymentProvider = 'paypal';

/**
 * Where the money of a sauna or event booking stands.
 * - pending: an online payment was started but not captured;
 * - confirmed: received — the provider's capture is COMPLETED (default of event bookings,
 *   which are stored only after payment, or at once when free);
 * - pay_at_retreat: nothing taken online, the guest pays on arrival (sauna default);
 * - failed: the provider declined or the capture did not complete;
 * - refunded: given back under the cancellation policy.
 */
export const PAYMENT_STATUSES = ['pending', 'confirmed', 'pay_at_retreat', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where the money of a restaurant order stands; new orders are pending until the till takes it.
 * charged_to_room: settled at the till onto a room stay's folio (folio_charges), paid with the stay.
 */
export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'cancelled', 'charged_to_room'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export const DEFAULT_ORDER_PAYMENT_STATUS: OrderPaymentStatus = 'pending';

/** How the retreat pays an expense or a guest pays an invoice. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'check'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Most vendors around the lake are paid in cash. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash';

/** How a restaurant guest pays at the point of sale: cards, Quetzales or US dollars. */
export const POS_PAYMENT_METHODS = ['cash_gtq', 'cash_usd', 'card'] as const;
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[number];

/** Currency codes used in the data. 'Q' is the Guatemalan quetzal (ISO GTQ). */
export const CURRENCIES = ['Q', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Expenses are recorded in quetzales or dollars (option values; the prototype's 'GTQ' default was a bug). */
export const EXPENSE_CURRENCIES = CURRENCIES;
export type ExpenseCurrency = Currency;
/** Most local expenses are paid in quetzales. */
export const DEFAULT_EXPENSE_CURRENCY: ExpenseCurrency = 'Q';

/** Rooms, sauna sessions and event tickets are priced and charged in US dollars. */
export const BOOKING_CURRENCY = 'USD' as const satisfies Currency;
/** Restaurant prices are in quetzales, shown as "Q" with 2 decimals. */
export const MENU_CURRENCY = 'Q' as const satisfies Currency;
/** Invoices default to dollars because most are for bookings. */
export const DEFAULT_INVOICE_CURRENCY: Currency = 'USD';

/** ISO code of each data currency, for payment providers and Intl formatting. */
export const CURRENCY_ISO_CODES = { Q: 'GTQ', USD: 'USD' } as const satisfies Record<Currency, string>;

/** PayPal Orders v2 intent: money is captured at once, never only authorised. */
export const PAYMENT_INTENT = 'CAPTURE' as const;
/** The only capture status that confirms a booking. */
export const PAYMENT_CAPTURE_COMPLETED = 'COMPLETED' as const;
