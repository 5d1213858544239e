/**
 * An invoice's figures — the API's and the console fake API's one math — derived from its lines
 * and the taxes its sale stored: never typed, and never recomputed from the tax rules (a sale
 * keeps what it was sold with, decision 0014). Tax lines of several sale lines (an order's
 * dishes) are summed per rule; a credit note is the invoice with every quantity and amount negated.
 */
import { addMoney, multiplyMoney, subtractMoney, sumMoney, type MoneyString } from '../money.js';
import type { TaxLineReply } from '../replies/taxes.js';

export interface InvoiceLine {
  description: string;
  /** Whole units; negative on a credit note. */
  quantity: number;
  unitPrice: MoneyString;
}

export interface InvoiceFigures {
  lines: (InvoiceLine & { lineTotal: MoneyString })[];
  taxes: TaxLineReply[];
  /** Σ lineTotal. */
  subtotal: MoneyString;
  /** The included taxes: a part of the subtotal. */
  taxIncluded: MoneyString;
  /** The added taxes: paid on top of the subtotal. */
  taxAdded: MoneyString;
  /** taxIncluded + taxAdded. */
  taxAmount: MoneyString;
  /** subtotal + taxAdded: what the guest pays. */
  totalAmount: MoneyString;
}

/** The taxes of several sale lines as one list: one line per rule (name, rate, kind), amounts summed. */
export function taxesPerRule(lists: readonly (readonly TaxLineReply[])[]): TaxLineReply[] {
  const merged = new Map<string, TaxLineReply>();
  for (const tax of lists.flat()) {
    const key = `${tax.name}|${tax.rate}|${String(tax.included)}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, amount: addMoney(seen.amount, tax.amount) } : { ...tax });
  }
  return [...merged.values()];
}

export function invoiceFigures(lines: readonly InvoiceLine[], taxes: readonly TaxLineReply[]): InvoiceFigures {
  // Only the line's own three fields: a stored line read back carries its row's id and invoice.
  const priced = lines.map(({ description, quantity, unitPrice }) => ({
    description,
    quantity,
    unitPrice,
    lineTotal: multiplyMoney(unitPrice, quantity),
  }));
  const subtotal = sumMoney(priced.map((line) => line.lineTotal));
  const taxIncluded = sumMoney(taxes.filter((tax) => tax.included).map((tax) => tax.amount));
  const taxAdded = sumMoney(taxes.filter((tax) => !tax.included).map((tax) => tax.amount));
  return {
    lines: priced,
    taxes: [...taxes],
    subtotal,
    taxIncluded,
    taxAdded,
    taxAmount: addMoney(taxIncluded, taxAdded),
    totalAmount: addMoney(subtotal, taxAdded),
  };
}

/** The credit note of an invoice: the same lines and taxes, every quantity and amount negated. */
export function reversedFigures(lines: readonly InvoiceLine[], taxes: readonly TaxLineReply[]): InvoiceFigures {
  return invoiceFigures(
    lines.map((line) => ({ ...line, quantity: -line.quantity })),
    taxes.map((tax) => ({ ...tax, amount: subtractMoney('0.00', tax.amount) })),
  );
}
