import { SalesAnalytics } from './sales-analytics.entity.js';

/** Precomputed sales figures for the dashboard. */
export const ANALYTICS_ENTITIES = [SalesAnalytics];
