/** Prices with exact cents ('30.00' → '$30.00'): totals must show 2 decimals (spec §5). */
import { localeOf, type Lang } from '../../lib/i18n/languages';

export function formatMoney(amount: string, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}
