import { TAX_CATEGORIES, taxRuleSchema } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { TaxRule } from './tax-rule.entity.js';

/** The tax rules in the console: sales already made keep the amounts they were sold with. */
export const TAXES_ADMIN_RESOURCES = {
  'tax-rules': { entity: TaxRule, schema: taxRuleSchema, choices: { appliesTo: TAX_CATEGORIES } },
} satisfies AdminResourceDefinitions;
