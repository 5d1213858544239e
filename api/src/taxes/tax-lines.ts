/**
 * The taxes of one line of a sale, to the cent. A price with included taxes is gross: the
 * included part is what the rates say of the net price under it (price × R / (100 + R) for
 * included rates summing to R), split between the included rules, the last taking the cent
 * of rounding so the parts add up to the whole. Added taxes are charged on the same net price
 * (as Guatemala's 10% tourism tax sits beside IVA on a hotel bill) and paid on top.
 */
import { fromCents, sumMoney, toCents, type MoneyString, type TaxLineReply } from '@lakeside/contracts';

/** What a rule brings to a line: its printed name, percent ('12.00') and kind. */
export interface TaxTerms {
  name: string;
  rate: string;
  included: boolean;
}

export interface LineTaxes {
  taxes: TaxLineReply[];
  /** The part of the price the included taxes are. */
  taxIncluded: MoneyString;
  /** What the added taxes put on top of the price. */
  taxAdded: MoneyString;
}

export const NO_TAXES: LineTaxes = { taxes: [], taxIncluded: '0.00', taxAdded: '0.00' };

/** numerator / denominator, rounded half up (amounts here are never negative). */
function roundedDivision(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The taxes of a line priced `price`, one entry per rule in the rules' order. */
export function taxLines(price: MoneyString, rules: readonly TaxTerms[]): LineTaxes {
  if (rules.length === 0) return NO_TAXES;
  const gross = toCents(price);
  // Percent with two decimals as whole hundredths: '12.00' → 1200 (of 10 000).
  const hundredths = (rule: TaxTerms) => toCents(rule.rate);
  const includedRules = rules.filter((rule) => rule.included);
  const includedRate = includedRules.reduce((total, rule) => total + hundredths(rule), 0);
  const includedTotal = roundedDivision(gross * includedRate, 10_000 + includedRate);
  const net = gross - includedTotal;

  let includedLeft = includedTotal;
  let includedSeen = 0;
  const taxes = rules.map((rule): TaxLineReply => {
    let amount = roundedDivision(net * hundredths(rule), 10_000);
    if (rule.included) {
      includedSeen += 1;
      // The last included rule takes what rounding left, so the parts sum to the included whole.
      amount = includedSeen === includedRules.length ? includedLeft : Math.min(amount, includedLeft);
      includedLeft -= amount;
    }
    return { name: rule.name, rate: fromCents(hundredths(rule)), included: rule.included, amount: fromCents(amount) };
  });
  return {
    taxes,
    taxIncluded: fromCents(includedTotal),
    taxAdded: sumMoney(taxes.filter((line) => !line.included).map((line) => line.amount)),
  };
}

/** The taxes a sale stored, as replies carry them: none recorded reads as no taxes. */
export function soldTaxes(row: {
  taxes: TaxLineReply[] | null;
  taxIncluded: MoneyString | null;
  taxAdded: MoneyString | null;
}): LineTaxes {
  return { taxes: row.taxes ?? [], taxIncluded: row.taxIncluded ?? '0.00', taxAdded: row.taxAdded ?? '0.00' };
}
