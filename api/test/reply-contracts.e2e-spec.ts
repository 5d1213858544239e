/**
 * The reply contracts (libs/contracts/src/replies) against live replies of the API on a seeded
 * database with an order in the kitchen: every GET route without path parameters that names
 * its contract (@ReplyContract) answers a reply that parses — staff routes signed in as an
 * admin — and parsing gives back exactly what was sent: a field the API added without the
 * contract, or one the contract names that the API left out, fails here before a site or
 * console page meets it.
 */
import { parseReply } from '@lakeside/contracts';
import type { Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, isStaffRoute, replyContractOf } from '../src/openapi/openapi-document.js';
import { dish, orderBody, postGuestOrder, readMenu } from './support/restaurant-orders.js';
import { anonymous, signInAs, type StaffClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let api: TestApp;
let admin: StaffClient;

beforeAll(async () => {
  api = await startTestApp({ seed: true });
  admin = await signInAs(api, 'admin');
  const menu = await readMenu(api);
  const placed = await postGuestOrder(
    api,
    orderBody([{ item: dish(menu, 'Granola Bowl'), quantity: 1 }], { tableNumber: '3' }),
  );
  expect(placed.status).toBe(201);
});

afterAll(async () => {
  await api?.close();
});

function contractReads() {
  const controllers = api.app
    .get(DiscoveryService)
    .getControllers()
    .flatMap((wrapper) => (wrapper.metatype ? [wrapper.metatype as Type] : []));
  return apiRoutes(controllers).flatMap((route) => {
    const contract = replyContractOf(route);
    return route.method === 'get' && contract && !route.path.includes('{')
      ? [{ path: route.path, contract, client: isStaffRoute(route) ? admin : anonymous(api) }]
      : [];
  });
}

describe('reply contracts', () => {
  it('hold for every read that names one', async () => {
    const reads = contractReads();
    expect(reads.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/restaurant/menu/full', '/api/restaurant/kitchen']),
    );
    for (const { path, contract, client } of reads) {
      const response = await client.request('GET', path);
      expect(response.status, path).toBe(200);
      const body: unknown = await response.json();
      expect(parseReply(contract, body, path), path).toEqual(body);
    }
  });
});
