/**
 * The server's taxes of a stay as the booking screens name them: an added tax is a line of its
 * own ('Tourism tax (10%)'), an included one says it is part of the total ('Includes IVA (12%)').
 */
import type { TaxLineReply } from '@lakeside/contracts';
import type { Lang } from '../../lib/i18n/languages';
import { fill } from '../../lib/format';

export interface TaxLine {
  label: string;
  amount: string;
}

/** '12.00' → '12'; '2.50' → '2.5' (en) or '2,5' (es). */
function percent(rate: string, lang: Lang): string {
  return new Intl.NumberFormat(lang).format(Number(rate));
}

export function taxLines(
  taxes: readonly TaxLineReply[],
  lang: Lang,
  /** '{name} ({rate}%)' and 'Includes {name} ({rate}%)' in the page's language. */
  texts: { addedTax: string; includedTaxTerm: string },
): { added: TaxLine[]; included: TaxLine[] } {
  const line = (tax: TaxLineReply, template: string): TaxLine => ({
    label: fill(template, { name: tax.name, rate: percent(tax.rate, lang) }),
    amount: tax.amount,
  });
  return {
    added: taxes.filter((tax) => !tax.included).map((tax) => line(tax, texts.addedTax)),
    included: taxes.filter((tax) => tax.included).map((tax) => line(tax, texts.includedTaxTerm)),
  };
}
