/**
 * The retreat's starting chart of accounts: a small hotel with a restaurant in Guatemala.
 * Seeded into `chart_of_accounts` (then editable by staff); the codes are the natural key,
 * so code can find an account without knowing its id.
 */
import type { AccountType, ExpenseCategory } from '@lakeside/contracts';

export interface AccountDefinition {
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  /** Code of the grouping account; it is listed earlier. */
  parentCode?: string;
  description?: string;
}

const group = (accountCode: string, accountName: string, accountType: AccountType): AccountDefinition => ({
  accountCode,
  accountName,
  accountType,
});

export const CHART_OF_ACCOUNTS: readonly AccountDefinition[] = [
  group('1000', 'Assets', 'asset'),
  {
    accountCode: '1010',
    accountName: 'Cash on hand (GTQ)',
    accountType: 'asset',
    parentCode: '1000',
    description: 'Quetzales in the till and the office safe.',
  },
  {
    accountCode: '1020',
    accountName: 'Cash on hand (USD)',
    accountType: 'asset',
    parentCode: '1000',
    description: 'US dollars taken from guests.',
  },
  { accountCode: '1100', accountName: 'Bank account', accountType: 'asset', parentCode: '1000' },
  {
    accountCode: '1150',
    accountName: 'PayPal clearing',
    accountType: 'asset',
    parentCode: '1000',
    description: 'Captured online payments not yet transferred to the bank.',
  },
  {
    accountCode: '1160',
    accountName: 'Card clearing',
    accountType: 'asset',
    parentCode: '1000',
    description: 'Card payments (Recurrente, the desk and POS terminals) not yet settled to the bank.',
  },
  { accountCode: '1200', accountName: 'Accounts receivable', accountType: 'asset', parentCode: '1000' },
  {
    accountCode: '1300',
    accountName: 'Inventory',
    accountType: 'asset',
    parentCode: '1000',
    description: 'Food, drink and supplies in stock.',
  },
  {
    accountCode: '1400',
    accountName: 'IVA credit',
    accountType: 'asset',
    parentCode: '1000',
    description: 'IVA paid on purchases (crédito fiscal), set against the IVA payable.',
  },

  group('2000', 'Liabilities', 'liability'),
  { accountCode: '2010', accountName: 'Accounts payable', accountType: 'liability', parentCode: '2000' },
  {
    accountCode: '2100',
    accountName: 'IVA payable',
    accountType: 'liability',
    parentCode: '2000',
    description: 'Value-added tax (IVA, 12%) collected and owed to SAT.',
  },
  {
    accountCode: '2200',
    accountName: 'Guest deposits',
    accountType: 'liability',
    parentCode: '2000',
    description: 'Prepaid stays and events not yet delivered.',
  },
  {
    accountCode: '2300',
    accountName: 'Tips payable',
    accountType: 'liability',
    parentCode: '2000',
    description: 'Tips kept in the till, owed to the staff.',
  },

  group('3000', 'Equity', 'equity'),
  { accountCode: '3010', accountName: "Owner's capital", accountType: 'equity', parentCode: '3000' },
  { accountCode: '3100', accountName: 'Retained earnings', accountType: 'equity', parentCode: '3000' },

  group('4000', 'Revenue', 'revenue'),
  { accountCode: '4010', accountName: 'Room revenue', accountType: 'revenue', parentCode: '4000' },
  { accountCode: '4020', accountName: 'Event tickets', accountType: 'revenue', parentCode: '4000' },
  { accountCode: '4030', accountName: 'Sauna & wellness', accountType: 'revenue', parentCode: '4000' },
  { accountCode: '4100', accountName: 'Restaurant food', accountType: 'revenue', parentCode: '4000' },
  { accountCode: '4110', accountName: 'Restaurant beverage', accountType: 'revenue', parentCode: '4000' },
  { accountCode: '4200', accountName: 'Other sales', accountType: 'revenue', parentCode: '4000' },
  {
    accountCode: '4900',
    accountName: 'Refunds to guests',
    accountType: 'revenue',
    parentCode: '4000',
    description: 'Money given back to guests; a debit that reduces revenue.',
  },
  {
    accountCode: '4910',
    accountName: 'Loyalty discounts',
    accountType: 'revenue',
    parentCode: '4000',
    description: 'Loyalty points redeemed off restaurant orders; a debit that reduces revenue.',
  },

  group('5000', 'Expenses', 'expense'),
  {
    accountCode: '5010',
    accountName: 'Utilities',
    accountType: 'expense',
    parentCode: '5000',
    description: 'Electricity, water, gas, internet.',
  },
  { accountCode: '5020', accountName: 'Maintenance & repairs', accountType: 'expense', parentCode: '5000' },
  { accountCode: '5030', accountName: 'Cleaning & laundry', accountType: 'expense', parentCode: '5000' },
  { accountCode: '5040', accountName: 'Staff wages & benefits', accountType: 'expense', parentCode: '5000' },
  { accountCode: '5050', accountName: 'Marketing', accountType: 'expense', parentCode: '5000' },
  { accountCode: '5060', accountName: 'Insurance', accountType: 'expense', parentCode: '5000' },
  { accountCode: '5070', accountName: 'Supplies', accountType: 'expense', parentCode: '5000' },
  { accountCode: '5080', accountName: 'Food & beverage purchases', accountType: 'expense', parentCode: '5000' },
  {
    accountCode: '5090',
    accountName: 'Transportation',
    accountType: 'expense',
    parentCode: '5000',
    description: 'Lanchas, tuk-tuks, shuttles, fuel.',
  },
  {
    accountCode: '5100',
    accountName: 'Professional services',
    accountType: 'expense',
    parentCode: '5000',
    description: 'Accountant, lawyer, consultants.',
  },
  { accountCode: '5110', accountName: 'Taxes & licences', accountType: 'expense', parentCode: '5000' },
  {
    accountCode: '5120',
    accountName: 'Till over/short',
    accountType: 'expense',
    parentCode: '5000',
    description: 'Cash counted over (a credit) or short (a debit) at the till close.',
  },
  {
    accountCode: '5130',
    accountName: 'Exchange differences',
    accountType: 'expense',
    parentCode: '5000',
    description: 'Rounding between dollars and quetzales.',
  },
  { accountCode: '5900', accountName: 'Other expenses', accountType: 'expense', parentCode: '5000' },
];

/**
 * The account an expense of each category is booked to. The expense form sends a fixed
 * accountId (docs/requirements/back-office.md#expenses); the server books by category instead.
 */
export const EXPENSE_ACCOUNT_CODE: Readonly<Record<ExpenseCategory, string>> = {
  utilities: '5010',
  maintenance: '5020',
  cleaning: '5030',
  staff: '5040',
  marketing: '5050',
  insurance: '5060',
  supplies: '5070',
  food_beverage: '5080',
  transportation: '5090',
  professional_services: '5100',
  taxes: '5110',
  other: '5900',
};
