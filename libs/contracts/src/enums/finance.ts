/** Expense categories, matching the chart of accounts' expense lines. */
export const EXPENSE_CATEGORIES = [
  'utilities',
  'maintenance',
  'cleaning',
  'staff',
  'marketing',
  'insurance',
  'supplies',
  'food_beverage',
  'transportation',
  'professional_services',
  'taxes',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** How often a recurring expense repeats. */
export const RECURRING_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** Invoice life: drafted, issued (numbered), then paid, or voided by a credit note. */
export const INVOICE_STATUSES = ['draft', 'issued', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const DEFAULT_INVOICE_STATUS: InvoiceStatus = 'draft';

/** What an invoice bills (invoices.bookingType). */
export const INVOICE_BOOKING_TYPES = ['room', 'sauna', 'event', 'restaurant', 'other'] as const;
export type InvoiceBookingType = (typeof INVOICE_BOOKING_TYPES)[number];

/** The five classic account types of the chart of accounts. */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Vendor payment terms; net_30 is the default (docs/requirements/data-model.md#defaults). */
export const PAYMENT_TERMS = ['due_on_receipt', 'net_15', 'net_30', 'net_60'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 'net_30';

/** What produced a journal entry (journal_entries.sourceType). */
export const JOURNAL_SOURCE_TYPES = [
  'expense',
  'invoice',
  'room_booking',
  'sauna_booking',
  'event_booking',
  'restaurant_order',
  'till_session',
  'manual',
  /** A reversal: sourceId is the entry it undoes. */
  'journal_entry',
] as const;
export type JournalSourceType = (typeof JOURNAL_SOURCE_TYPES)[number];
