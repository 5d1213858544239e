import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_TTL_MS, CatalogueCache } from './catalogue-cache.js';

describe('CatalogueCache', () => {
  it('loads once for concurrent callers and serves the JSON after', async () => {
    const cache = new CatalogueCache();
    const load = vi.fn(() => Promise.resolve([{ id: 'lakefront_lower' }]));
    const answers = await Promise.all([cache.json('rooms', ['rooms'], load), cache.json('rooms', ['rooms'], load)]);
    expect(answers).toEqual(['[{"id":"lakefront_lower"}]', '[{"id":"lakefront_lower"}]']);
    await cache.json('rooms', ['rooms'], load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after a write to one of its tables, not to others', async () => {
    const cache = new CatalogueCache();
    const load = vi.fn(() => Promise.resolve(1));
    await cache.json('rooms', ['rooms'], load);
    cache.invalidateTable('menu_items');
    await cache.json('rooms', ['rooms'], load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidateTable('rooms');
    await cache.json('rooms', ['rooms'], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads once the TTL has passed', async () => {
    let now = 0;
    const cache = new CatalogueCache(() => now);
    const load = vi.fn(() => Promise.resolve(1));
    await cache.json('rooms', ['rooms'], load);
    now = CATALOGUE_TTL_MS + 1;
    await cache.json('rooms', ['rooms'], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogueCache();
    await expect(cache.json('rooms', ['rooms'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.json('rooms', ['rooms'], () => Promise.resolve(2))).resolves.toBe('2');
  });
});

describe('CatalogueCache values', () => {
  it('shares one load between the value and its JSON', async () => {
    const cache = new CatalogueCache();
    const load = vi.fn(() => Promise.resolve({ rooms: 4 }));
    expect(await cache.get('k', ['rooms'], load)).toEqual({ rooms: 4 });
    expect(await cache.json('k', ['rooms'], load)).toBe('{"rooms":4}');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
