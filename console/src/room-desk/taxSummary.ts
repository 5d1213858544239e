import type { TaxLineReply } from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';
import { formatMoney } from '../format/money';

/**
 * The server's taxes of a stay in one line for the desk: 'Tourism tax 10% $21.43 added ·
 * IVA 12% $6.96 included'; null without taxes. The desk reads it out with the price.
 */
export function taxSummary(
  taxes: readonly TaxLineReply[],
  currency: string,
  translate: TranslateFunction,
): string | null {
  if (taxes.length === 0) return null;
  return taxes
    .map((tax) =>
      translate(tax.included ? 'roomDesk.tax.included' : 'roomDesk.tax.added', {
        name: tax.name,
        rate: Number(tax.rate),
        amount: formatMoney(tax.amount, currency),
      }),
    )
    .join(' · ');
}
