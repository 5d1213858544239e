import { dashboardReply } from '@lakeside/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LakesideDataProvider } from '../../providers/dataProvider';
import { staffQueryKey, useStaffQuery } from '../../providers/useStaffQuery';
import { OPENING_PERIOD, periodQuery, type PeriodChoice } from './ownerFigures';

const pathOf = (choice: PeriodChoice) => `dashboard?${periodQuery(choice)}`;

/** GET /api/dashboard for the chosen period, checked against its contract. */
export const useOwnerDashboard = (choice: PeriodChoice) => useStaffQuery(pathOf(choice), dashboardReply);

/**
 * Asks for the opening period's figures while the dashboard's code is still downloading, so
 * they are there when it first renders. A role without the figures is refused (403) and never
 * shows them; nothing is retried or reported.
 */
export function prefetchOwnerDashboard(queryClient: QueryClient, dataProvider: LakesideDataProvider): void {
  const path = pathOf(OPENING_PERIOD);
  void queryClient.prefetchQuery({
    queryKey: staffQueryKey(path),
    queryFn: () => dataProvider.getJson(path, dashboardReply),
  });
}
