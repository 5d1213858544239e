/** The staff lists of bookings: signed-out callers get 401, any staff role reads them. */
import { roomBookingListReply, saunaBookingListReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signInAs } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => t.close());

describe.each([
  ['/api/room-bookings', roomBookingListReply],
  ['/api/sauna-bookings', saunaBookingListReply],
] as const)('GET %s', (path, contract) => {
  it('refuses anonymous callers', async () => {
    expect(await anonymous(t).send('GET', path)).toEqual({ status: 401, body: refusal('common.signInRequired') });
  });

  it('lists for staff, as the console reads the list', async () => {
    const staff = await signInAs(t, 'staff');
    expect(Array.isArray(await staff.read(path, contract))).toBe(true);
  });
});
