/** The staff lists of bookings: signed-out callers get 401, any staff role reads them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signInAs } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => t.close());

describe.each(['/api/room-bookings', '/api/sauna-bookings'])('GET %s', (path) => {
  it('refuses anonymous callers', async () => {
    const response = await anonymous(t).request('GET', path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(refusal('common.signInRequired'));
  });

  it('lists for staff', async () => {
    const staff = await signInAs(t, 'staff');
    const response = await staff.request('GET', path);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });
});
