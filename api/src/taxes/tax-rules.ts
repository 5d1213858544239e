import { addMoney, type MoneyString, type TaxCategory } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { taxLines, type LineTaxes, type TaxTerms } from './tax-lines.js';
import { TaxRule } from './tax-rule.entity.js';

/** The active rules of one category, in their display order: what a sale of that kind is taxed by now. */
export async function activeTaxRules(manager: EntityManager, category: TaxCategory): Promise<TaxTerms[]> {
  const rules = await manager.find(TaxRule, {
    where: { appliesTo: category, isActive: true },
    order: { displayOrder: 'ASC', id: 'ASC' },
  });
  return rules.map(({ name, rate, included }) => ({ name, rate, included }));
}

/** A one-line sale (a sauna session, an event's tickets) at `price`: its taxes now, and what the guest pays. */
export async function taxedSale(
  manager: EntityManager,
  category: TaxCategory,
  price: MoneyString,
): Promise<LineTaxes & { total: MoneyString }> {
  const taxes = taxLines(price, await activeTaxRules(manager, category));
  return { ...taxes, total: addMoney(price, taxes.taxAdded) };
}
