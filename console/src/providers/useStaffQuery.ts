import type { ReplySchema } from '@lakeside/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LakesideDataProvider } from './dataProvider';

/** Query key of a staff GET, so a screen that changes the data can refresh its readers. */
export const staffQueryKey = (path: string) => ['staff', path] as const;

/**
 * GET /api/<path> through the data provider (a 401 signs out, see dataProvider.ts), cached
 * by react-query under staffQueryKey(path); checked against the reply's contract when given.
 */
export function useStaffQuery<T>(path: string, contract?: ReplySchema<T>) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  return useQuery({ queryKey: staffQueryKey(path), queryFn: () => dataProvider.getJson<T>(path, contract) });
}

/** A staff list (GET /api/room-bookings …); a reply that is not a list is an error, not an empty list. */
export function useStaffList<T>(path: string) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  return useQuery({
    queryKey: staffQueryKey(path),
    queryFn: async () => {
      const data = await dataProvider.getJson<unknown>(path);
      if (!Array.isArray(data)) throw new Error(`Unexpected reply from /api/${path}`);
      return data as T[];
    },
  });
}
