import { TaxRule } from './tax-rule.entity.js';

export const TAXES_ENTITIES = [TaxRule];
