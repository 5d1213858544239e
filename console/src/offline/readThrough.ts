import type { ReplySchema } from '@lakeside/contracts';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey } from '../providers/useStaffQuery';
import { readSnapshot, saveSnapshot } from './snapshots';

/** fetch rejects (TypeError) when there is no network or the API cannot be reached; a refusal is an HttpError. */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError && !(error instanceof HttpError);

/**
 * Reads from the API and keeps the reply on the device; when the API cannot be reached, the
 * copy kept last time answers instead (a refusal or a broken reply is still an error).
 */
export async function readThrough<T>(
  key: string,
  read: () => Promise<T>,
): Promise<{ value: T; savedAt: number; offline: boolean }> {
  try {
    const value = await read();
    const savedAt = Date.now();
    await saveSnapshot(key, value, savedAt).catch(() => undefined);
    return { value, savedAt, offline: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = await readSnapshot<T>(key).catch(() => undefined);
    if (!kept) throw error;
    return { ...kept, offline: true };
  }
}

/**
 * useStaffQuery for what the till needs offline: the same key and reply, read through the
 * device's copy. `networkMode: 'always'` because react-query otherwise pauses a query while the
 * browser says it is offline, and the copy would never be read.
 */
export function useKeptStaffQuery<T>(path: string, contract: ReplySchema<T>, refetchInterval?: number) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  return useQuery({
    queryKey: staffQueryKey(path),
    queryFn: async () => (await readThrough(path, () => dataProvider.getJson(path, contract))).value,
    networkMode: 'always',
    refetchInterval,
  });
}
