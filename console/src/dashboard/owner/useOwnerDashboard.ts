import { dashboardReply } from '@lakeside/contracts';
import { useStaffQuery } from '../../providers/useStaffQuery';
import { periodQuery, type PeriodChoice } from './ownerFigures';

/** GET /api/dashboard for the chosen period, checked against its contract. */
export const useOwnerDashboard = (choice: PeriodChoice) =>
  useStaffQuery(`dashboard?${periodQuery(choice)}`, dashboardReply);
