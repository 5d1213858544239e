/**
 * The last reply of each API read the till needs offline (menu, open orders, the till and the
 * day's dollar rate, the kitchen board), with when it was read.
 */
import { inStore, SNAPSHOTS } from './deviceStore';

export interface Snapshot<T> {
  value: T;
  /** Epoch milliseconds of the read. */
  savedAt: number;
}

export function saveSnapshot<T>(key: string, value: T, savedAt = Date.now()): Promise<IDBValidKey> {
  return inStore(SNAPSHOTS, 'readwrite', (store) => store.put({ value, savedAt } satisfies Snapshot<T>, key));
}

export async function readSnapshot<T>(key: string): Promise<Snapshot<T> | undefined> {
  return inStore(SNAPSHOTS, 'readonly', (store) => store.get(key) as IDBRequest<Snapshot<T> | undefined>);
}
