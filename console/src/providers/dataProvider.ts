import { adminNamesReply, parseReply, type ReplySchema } from '@lakeside/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetManyParams, GetManyResult, RaRecord } from 'react-admin';
import { apiOrigin, apiUrlOf } from './apiOrigin';
import { httpClient } from './httpClient';

/** Where the API's staff CRUD lives (`/api/admin/<resource>`, ra-data-simple-rest style). */
export const apiUrl = `${apiOrigin}/api/admin`;

/**
 * The staff calls outside the generic CRUD (bookings lists, expenses, receipt
 * upload). They live on the data provider rather than in ad-hoc fetches so that
 * react-admin's `useDataProvider` runs them through `authProvider.checkError`: a lapsed
 * session (401) signs the user out wherever it is noticed.
 */
export interface StaffCalls {
  /**
   * GET /api/<path>, e.g. `room-bookings`, `expenses/summary`, checked against the reply's
   * contract (libs/contracts/src/replies): a reply that breaks it is an error naming the route
   * and fields, not a crash further on. Without a contract the reply is `unknown`.
   */
  getJson<T = unknown>(path: string, contract?: ReplySchema<T>): Promise<T>;
  /** POST /api/<path> with a JSON body; the reply is checked against its contract as getJson does. */
  postJson<T = unknown>(path: string, body: unknown, contract?: ReplySchema<T>): Promise<T>;
  /** PUT /api/<path> with a JSON body; the reply is checked against its contract as getJson does. */
  putJson<T = unknown>(path: string, body: unknown, contract?: ReplySchema<T>): Promise<T>;
  /** POST /api/<path> as multipart/form-data with one file field; the reply checked as getJson does. */
  postFile<T = unknown>(path: string, field: string, file: File, contract?: ReplySchema<T>): Promise<T>;
  /** DELETE /api/<path>; the reply checked as getJson does. */
  deleteJson<T = unknown>(path: string, contract?: ReplySchema<T>): Promise<T>;
}

export type LakesideDataProvider = DataProvider & StaffCalls;

/** The reply as its contract reads it; without one it stays `unknown` to the caller's type. */
function checked<T>(body: unknown, contract: ReplySchema<T> | undefined, source: string): T {
  return contract ? parseReply(contract, body, source) : (body as T);
}

const staffCalls: StaffCalls = {
  async getJson<T>(path: string, contract?: ReplySchema<T>) {
    return checked((await httpClient(apiUrlOf(`/api/${path}`))).json, contract, `GET /api/${path}`);
  },
  async postJson<T>(path: string, body: unknown, contract?: ReplySchema<T>) {
    const reply = await httpClient(apiUrlOf(`/api/${path}`), { method: 'POST', body: JSON.stringify(body) });
    return checked(reply.json, contract, `POST /api/${path}`);
  },
  async putJson<T>(path: string, body: unknown, contract?: ReplySchema<T>) {
    const reply = await httpClient(apiUrlOf(`/api/${path}`), { method: 'PUT', body: JSON.stringify(body) });
    return checked(reply.json, contract, `PUT /api/${path}`);
  },
  async postFile<T>(path: string, field: string, file: File, contract?: ReplySchema<T>) {
    const form = new FormData();
    form.append(field, file, file.name);
    // fetchJson leaves Content-Type unset for FormData, so the browser adds the boundary.
    const reply = await httpClient(apiUrlOf(`/api/${path}`), { method: 'POST', body: form });
    return checked(reply.json, contract, `POST /api/${path}`);
  },
  async deleteJson<T>(path: string, contract?: ReplySchema<T>) {
    const reply = await httpClient(apiUrlOf(`/api/${path}`), { method: 'DELETE' });
    return checked(reply.json, contract, `DELETE /api/${path}`);
  },
};

/**
 * A reference's resource as a reader who may not open its table asks for it: "names:<resource>"
 * (see FieldValue). Its getMany reads names only, from GET /api/admin-names/<resource>.
 */
export const NAMES_PREFIX = 'names:';

const crud = simpleRestProvider(apiUrl, httpClient);

async function namesOrRows<RecordType extends RaRecord>(
  resource: string,
  params: GetManyParams<RecordType>,
): Promise<GetManyResult<RecordType>> {
  if (!resource.startsWith(NAMES_PREFIX)) return crud.getMany<RecordType>(resource, params);
  const ids = encodeURIComponent(JSON.stringify(params.ids));
  const names = await staffCalls.getJson(
    `admin-names/${resource.slice(NAMES_PREFIX.length)}?ids=${ids}`,
    adminNamesReply,
  );
  // Such a "record" is { id, name }: what the reference's <TextField source="name"> reads.
  return { data: names as unknown as RecordType[] };
}

export const dataProvider: LakesideDataProvider = {
  ...crud,
  getMany: namesOrRows,
  ...staffCalls,
};
