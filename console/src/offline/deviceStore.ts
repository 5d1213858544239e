/**
 * The till's store on the device (IndexedDB, database "lakeside-till"): what the POS and the
 * kitchen display last read from the API (`snapshots`, by key) and the orders and payments taken
 * offline (`outbox`, in the order they were taken). IndexedDB outlives a closed tab and a
 * restarted tablet, which sessionStorage and memory do not. A few promise helpers instead of a
 * wrapper library: two stores, three operations.
 */
const DATABASE = 'lakeside-till';
const VERSION = 1;
export const SNAPSHOTS = 'snapshots';
export const OUTBOX = 'outbox';

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(SNAPSHOTS);
      request.result.createObjectStore(OUTBOX, { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = null;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opened;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** One request in its own transaction, resolved once the transaction has committed. */
export async function inStore<T>(
  store: string,
  mode: IDBTransactionMode,
  run: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const transaction = (await open()).transaction(store, mode);
  const result = done(run(transaction.objectStore(store)));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}
