/**
 * Taxes as a sale carries them: one line per active rule of the sale's category, each with
 * its amount in the sale's currency. An included tax is the part of the price it names (the
 * guest pays the price); an added tax is charged on top. Stored at sale time and never
 * recomputed, so a booking shows what it was sold with even after the rules change.
 */
import { z } from 'zod';
import { moneyReply } from './reply.js';

export const taxLineReply = z.object({
  /** As staff named the rule, e.g. 'IVA'. */
  name: z.string(),
  /** Percent with two decimals, e.g. '12.00'. */
  rate: z.string().regex(/^\d{1,3}\.\d{2}$/),
  /** True when the price already contains it; false when it is added to the price. */
  included: z.boolean(),
  amount: moneyReply,
});

/** The tax fields every priced sale carries beside its lines (quotes, bookings). */
export const taxSummaryFields = {
  /** Every tax on the sale, in the rules' order. */
  taxes: z.array(taxLineReply),
  /** The sum of the included taxes: a part of the price, not an extra. */
  taxIncluded: moneyReply,
  /** The sum of the added taxes: part of the total the guest pays. */
  taxAdded: moneyReply,
};

export type TaxLineReply = z.infer<typeof taxLineReply>;
