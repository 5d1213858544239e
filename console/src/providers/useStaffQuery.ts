import type { ReplySchema } from '@lakeside/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LakesideDataProvider } from './dataProvider';

/** Query key of a staff GET, so a screen that changes the data can refresh its readers. */
export const staffQueryKey = (path: string) => ['staff', path] as const;

/**
 * GET /api/<path> through the data provider (a 401 signs out, see dataProvider.ts), cached
 * by react-query under staffQueryKey(path) and checked against the reply's contract: a list
 * that is not a list, or a row missing a field, is an error naming the route, not an empty
 * screen or a crash further on.
 */
export function useStaffQuery<T>(path: string, contract: ReplySchema<T>) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  return useQuery({ queryKey: staffQueryKey(path), queryFn: () => dataProvider.getJson(path, contract) });
}
