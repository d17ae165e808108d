/**
 * The last answer of a signed-in reader's own queries, kept on this device (issue 33 §3, decision 0070): the
 * favorites and the weeks of the plan they opened are POST calls the service worker does not keep, so their query
 * keeps its answer here (IndexedDB, by the query's key, which names the reader) and shows it when the call cannot
 * reach the server. Signing out deletes the database (pwa/offlineCopies.ts).
 */
import type { QueryKey } from '@tanstack/react-query';
import { DEVICE_COPIES_DATABASE } from './pwa/offlineCopies';
import { neverReachedServer } from './unreachable';

const STORE = 'answers';

/** The answers that came from the device rather than the server: the page says so. */
const fromDevice = new WeakSet<object>();

export function isDeviceCopy(data: unknown): boolean {
  return typeof data === 'object' && data !== null && fromDevice.has(data);
}

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DEVICE_COPIES_DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const asked = run(database.transaction(STORE, mode).objectStore(STORE));
      asked.onsuccess = () => resolve(asked.result);
      asked.onerror = () => reject(asked.error);
      // closed at once, so that signing out (deleteDatabase) is never held up by an open connection
      database.close();
    };
  });
}

const storeKey = (key: QueryKey) => JSON.stringify(key);

export function keepDeviceCopy(key: QueryKey, data: unknown): Promise<unknown> {
  return request((store) => store.put(data, storeKey(key)), 'readwrite');
}

export function readDeviceCopy(key: QueryKey): Promise<unknown> {
  return request((store) => store.get(storeKey(key)), 'readonly');
}

/**
 * A query's options that keep its answer on the device and fall back to it when the call never reached the
 * server. The query runs offline too (`networkMode: 'always'`: the browser's online flag is not trusted), and
 * without structural sharing, so that the device's copy is the object the page is given (isDeviceCopy).
 */
export function keptOnDevice<T extends object, K extends QueryKey>(queryKey: K, load: () => Promise<T>) {
  return {
    queryKey,
    networkMode: 'always' as const,
    structuralSharing: false,
    queryFn: async (): Promise<T> => {
      try {
        const answer = await load();
        void keepDeviceCopy(queryKey, answer).catch(() => undefined);
        return answer;
      } catch (error) {
        if (!neverReachedServer(error)) throw error;
        const copy = (await readDeviceCopy(queryKey).catch(() => undefined)) as T | undefined;
        if (!copy) throw error;
        fromDevice.add(copy);
        return copy;
      }
    },
  };
}
