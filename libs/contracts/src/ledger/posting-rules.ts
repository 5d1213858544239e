/**
 * The ledger's posting rules: which account each side of a money event is booked to. The keys
 * are fixed here (the posting code names them); the account behind each key is data
 * (`posting_rules.accountId`), so the retreat can point a key at another account of its chart.
 */
export const POSTING_RULE_KEYS = [
  'cash.Q',
  'cash.USD',
  'bank',
  'clearing.paypal',
  'clearing.card',
  'receivable',
  'taxes.credit',
  'taxes.payable',
  'tips.payable',
  'deposits',
  'revenue.room',
  'revenue.sauna',
  'revenue.event',
  'revenue.restaurant',
  'revenue.other',
  'refunds',
  'discounts.loyalty',
  'till.overShort',
  'fx.differences',
] as const;
export type PostingRuleKey = (typeof POSTING_RULE_KEYS)[number];

/** What each key is for, shown beside it in the console's posting rules table. */
export const POSTING_RULE_PURPOSES: Readonly<Record<PostingRuleKey, string>> = {
  'cash.Q': 'Cash in quetzales taken at the till or the desk, and expenses paid in cash (Q)',
  'cash.USD': 'Cash in dollars taken at the till or the desk, and expenses paid in cash (USD)',
  bank: 'Expenses paid by card, transfer or cheque',
  'clearing.paypal': 'Online payments captured by PayPal (and the offline simulated provider)',
  'clearing.card': 'Card payments: Recurrente online, the desk and the POS terminal',
  receivable: 'Invoices issued and not yet paid',
  'taxes.credit': 'IVA paid on purchases (crédito fiscal)',
  'taxes.payable': 'Taxes collected on sales (IVA, tourism tax), owed to SAT and INGUAT',
  'tips.payable': 'Tips kept in the till for the staff',
  deposits: 'Prepayments for stays and events not yet delivered',
  'revenue.room': 'Room nights',
  'revenue.sauna': 'Sauna sessions',
  'revenue.event': 'Event tickets',
  'revenue.restaurant': 'Restaurant food and drink',
  'revenue.other': 'Invoiced sales of anything else',
  refunds: 'Money given back to guests (reduces revenue)',
  'discounts.loyalty': 'Loyalty points redeemed as a discount (reduces revenue)',
  'till.overShort': 'Cash counted over or short at the till close',
  'fx.differences': 'Rounding between dollars and quetzales',
};

/** The chart-of-accounts code each key points at on a new install. */
export const DEFAULT_POSTING_ACCOUNTS: Readonly<Record<PostingRuleKey, string>> = {
  'cash.Q': '1010',
  'cash.USD': '1020',
  bank: '1100',
  'clearing.paypal': '1150',
  'clearing.card': '1160',
  receivable: '1200',
  'taxes.credit': '1400',
  'taxes.payable': '2100',
  'tips.payable': '2300',
  deposits: '2200',
  'revenue.room': '4010',
  'revenue.sauna': '4030',
  'revenue.event': '4020',
  'revenue.restaurant': '4100',
  'revenue.other': '4200',
  refunds: '4900',
  'discounts.loyalty': '4910',
  'till.overShort': '5120',
  'fx.differences': '5130',
};
