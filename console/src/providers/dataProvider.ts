import { parseReply, type ReplySchema } from '@lakeside/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { apiOrigin, apiUrlOf } from './apiOrigin';
import { httpClient } from './httpClient';

/** Where the API's staff CRUD lives (`/api/admin/<resource>`, ra-data-simple-rest style). */
export const apiUrl = `${apiOrigin}/api/admin`;

/**
 * The spec's staff calls outside the generic CRUD (bookings lists, expenses, receipt
 * upload). They live on the data provider rather than in ad-hoc fetches so that
 * react-admin's `useDataProvider` runs them through `authProvider.checkError`: a lapsed
 * session (401) signs the user out wherever it is noticed.
 */
export interface StaffCalls {
  /**
   * GET /api/<path>, e.g. `room-bookings`, `expenses/summary`. With the reply's contract, a
   * reply that breaks it is an error naming the route and fields (not a crash further on).
   */
  getJson<T>(path: string, contract?: ReplySchema<T>): Promise<T>;
  /** POST /api/<path> with a JSON body. */
  postJson<T>(path: string, body: unknown): Promise<T>;
  /** POST /api/<path> as multipart/form-data with one file field. */
  postFile<T>(path: string, field: string, file: File): Promise<T>;
}

export type LakesideDataProvider = DataProvider & StaffCalls;

const staffCalls: StaffCalls = {
  async getJson<T>(path: string, contract?: ReplySchema<T>) {
    const body: unknown = (await httpClient(apiUrlOf(`/api/${path}`))).json;
    return contract ? parseReply(contract, body, `GET /api/${path}`) : (body as T);
  },
  async postJson<T>(path: string, body: unknown) {
    return (await httpClient(apiUrlOf(`/api/${path}`), { method: 'POST', body: JSON.stringify(body) })).json as T;
  },
  async postFile<T>(path: string, field: string, file: File) {
    const form = new FormData();
    form.append(field, file, file.name);
    // fetchJson leaves Content-Type unset for FormData, so the browser adds the boundary.
    return (await httpClient(apiUrlOf(`/api/${path}`), { method: 'POST', body: form })).json as T;
  },
};

export const dataProvider: LakesideDataProvider = { ...simpleRestProvider(apiUrl, httpClient), ...staffCalls };
