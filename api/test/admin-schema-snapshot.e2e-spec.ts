/**
 * The console's fake API draws its grids from a snapshot of GET /api/admin-schema for an admin
 * (console/test/fake-api/admin-schema.json). This fails when the snapshot no longer matches the
 * API — a new column, reference or table the console's tests would not see. Refresh it with
 * `UPDATE_ADMIN_SCHEMA=1 npx vitest run test/admin-schema-snapshot.e2e-spec.ts` (in api/).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format } from 'prettier';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminSchemaReply } from '@lakeside/contracts';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SNAPSHOT = new URL('../../console/test/fake-api/admin-schema.json', import.meta.url);

let t: TestApp;
let admin: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(async () => t?.close());

it("matches the console fake API's snapshot of the admin schema", async () => {
  const live = await admin.read('/api/admin-schema', adminSchemaReply);
  if (process.env.UPDATE_ADMIN_SCHEMA === '1') {
    await writeFile(SNAPSHOT, await format(JSON.stringify(live), { parser: 'json', printWidth: 120 }));
  }
  expect(JSON.parse(await readFile(SNAPSHOT, 'utf8'))).toEqual(live);
});
