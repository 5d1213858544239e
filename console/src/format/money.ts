import { isMoney, normalizeMoney, type MoneyValue } from '@lakeside/contracts';

/** How each data currency is written before an amount. */
const CURRENCY_PREFIX: Readonly<Record<string, string>> = { Q: 'Q ', USD: '$' };

/** '1234567.50' → '1,234,567.50', on the digits themselves so no float ever rounds them. */
function groupThousands(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * An amount with 2 decimals and its currency: 'Q 1,250.00', '$65.00', '1,250.00' without a
 * currency. Values that are not money (a corrupt row) are shown as they are, never hidden.
 */
export function formatMoney(amount: MoneyValue | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const text = String(amount).trim();
  const negative = text.startsWith('-');
  const magnitude = negative ? text.slice(1) : text;
  if (!isMoney(magnitude)) return text;
  const prefix = currency ? (CURRENCY_PREFIX[currency] ?? `${currency} `) : '';
  return `${negative ? '-' : ''}${prefix}${groupThousands(normalizeMoney(magnitude))}`;
}
