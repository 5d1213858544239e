/**
 * Taxes as mails and receipts list them, in the guest's language: an added tax is a line of
 * its own before the total (it is part of what is paid), an included tax a line after it
 * saying what part of the total it is.
 */
import type { Language, TaxLineReply } from '@lakeside/contracts';

type Detail = [label: string, value: string];

const INCLUDES = { en: 'Includes', es: 'Incluye' } as const;

/** '12.00' → '12%' (en) or '12 %' (es); '2.50' → '2.5%'. */
export function percent(rate: string, language: Language): string {
  const value = String(Number(rate));
  return language === 'es' ? `${value.replace('.', ',')} %` : `${value}%`;
}

/** `money` writes an amount as the rest of the mail does ('USD 6.96', '6.96 USD'). */
export function taxDetails(
  taxes: readonly TaxLineReply[] | null | undefined,
  language: Language,
  money: (amount: string) => string,
): { added: Detail[]; included: Detail[] } {
  const line = (tax: TaxLineReply, prefix: string): Detail => [
    `${prefix}${tax.name} (${percent(tax.rate, language)})`,
    money(tax.amount),
  ];
  const all = taxes ?? [];
  return {
    added: all.filter((tax) => !tax.included).map((tax) => line(tax, '')),
    included: all.filter((tax) => tax.included).map((tax) => line(tax, `${INCLUDES[language]} `)),
  };
}
