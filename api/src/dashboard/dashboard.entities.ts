import { DashboardDay } from './stored-days/dashboard-day.entity.js';

/** The owner's dashboard's stored days (a cache of figures computed from the records). */
export const DASHBOARD_ENTITIES = [DashboardDay];
