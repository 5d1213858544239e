/** The data provider speaks ra-data-simple-rest to the API's staff CRUD, with the session cookie. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, dataProvider } from '../../src/providers/dataProvider';

describe('dataProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists from /api/admin/<resource> with credentials and reads Content-Range', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        Response.json([{ id: 1, name: 'Lakefront Lower' }], {
          headers: { 'Content-Range': 'rooms 0-0/4' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);

    const result = await dataProvider.getList('rooms', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });

    expect(apiUrl).toBe('http://localhost:3000/api/admin');
    expect(result).toEqual({ data: [{ id: 1, name: 'Lakefront Lower' }], total: 4 });
    // fetch(url, init) or fetch(request): a Request reads both the same way.
    const request = new Request(...(fetchMock.mock.calls[0] as unknown as [RequestInfo, RequestInit?]));
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/admin/rooms');
    expect(url.searchParams.get('range')).toBe('[0,9]');
    expect(url.searchParams.get('sort')).toBe('["name","ASC"]');
    expect(request.credentials).toBe('include');
  });
});

describe('staff calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('post a receipt as multipart/form-data under its field, with credentials', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(Response.json({ id: 3, receiptUrl: '/api/expenses/receipts/a.png' })),
    );
    vi.stubGlobal('fetch', fetchMock);

    const file = new File([new Uint8Array([1, 2, 3])], 'receipt.png', { type: 'image/png' });
    const expense = await dataProvider.postFile<{ receiptUrl: string }>('expenses/3/receipt', 'receipt', file);

    expect(expense.receiptUrl).toBe('/api/expenses/receipts/a.png');
    const request = new Request(...(fetchMock.mock.calls[0] as unknown as [RequestInfo, RequestInit?]));
    expect(request.url).toBe('http://localhost:3000/api/expenses/3/receipt');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await request.formData()).get('receipt') as File;
    expect(sent.name).toBe('receipt.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});
