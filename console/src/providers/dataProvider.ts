import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

/** Where the API's staff CRUD lives (`/api/admin/<resource>`, ra-data-simple-rest style). */
export const apiUrl = `${import.meta.env.VITE_API_URL ?? 'http://localhost:3000'}/api/admin`;

/**
 * The console runs on its own origin; the staff session is the API's httpOnly cookie,
 * so every call must send credentials cross-origin.
 */
const httpClient: typeof fetchUtils.fetchJson = (url, options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

export const dataProvider: DataProvider = simpleRestProvider(apiUrl, httpClient);
