import { ANALYTICS_PERIOD_TYPES } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { SalesAnalytics } from './sales-analytics.entity.js';

export const ANALYTICS_ADMIN_RESOURCES = {
  'sales-analytics': { entity: SalesAnalytics, choices: { periodType: ANALYTICS_PERIOD_TYPES } },
} satisfies AdminResourceDefinitions;
