/**
 * What a tax rule applies to (tax_rules.appliesTo): a room stay, the restaurant's food and
 * drink, event tickets, and wellness (sauna, massages, classes). A sale's lines each belong to
 * one of them, and each line is taxed by the active rules of its category.
 */
export const TAX_CATEGORIES = ['lodging', 'food_drink', 'events', 'wellness'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
