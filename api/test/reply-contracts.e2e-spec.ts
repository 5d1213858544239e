/**
 * The reply contracts (libs/contracts/src/replies) against live replies of the API on a seeded
 * database: every public GET route that names its contract (@ReplyContract) answers a reply
 * that parses, and parsing gives back exactly what was sent — a field the API added without
 * the contract, or one the contract names that the API left out, fails here before a site or
 * console page meets it.
 */
import { parseReply } from '@lakeside/contracts';
import type { Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, isStaffRoute, replyContractOf } from '../src/openapi/openapi-document.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ seed: true });
});

afterAll(async () => {
  await api?.close();
});

function publicReads() {
  const controllers = api.app
    .get(DiscoveryService)
    .getControllers()
    .flatMap((wrapper) => (wrapper.metatype ? [wrapper.metatype as Type] : []));
  return apiRoutes(controllers).flatMap((route) => {
    const contract = replyContractOf(route);
    return route.method === 'get' && contract && !isStaffRoute(route) && !route.path.includes('{')
      ? [{ path: route.path, contract }]
      : [];
  });
}

describe('reply contracts', () => {
  it('hold for every public read that names one', async () => {
    const reads = publicReads();
    expect(reads.map(({ path }) => path)).toContain('/api/restaurant/menu/full');
    for (const { path, contract } of reads) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status, path).toBe(200);
      const body: unknown = await response.json();
      expect(parseReply(contract, body, path), path).toEqual(body);
    }
  });
});
