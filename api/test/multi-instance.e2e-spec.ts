/**
 * Two API instances on one MariaDB database, as behind a load balancer (docs/decisions/
 * 0006-multiple-api-instances.md): what one instance writes or counts, the other sees. Needs a server
 * database: an SQLite file belongs to one instance, so this spec is skipped without one.
 */
import type { RoomCaptureReply, RoomPaymentOrderReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ATTEMPTS_PER_ADDRESS, LoginThrottle } from '../src/auth/login-throttle.js';
import { JobLease } from '../src/common/scheduler/job-lease.entity.js';
import { JobScheduler } from '../src/common/scheduler/job-scheduler.js';
import { bookingDraft, daysFromToday, getJson, paymentOrder, postJson } from './support/room-booking-requests.js';
import { signInAs } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

const serverDatabase = /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');
if (!serverDatabase) console.info('multi-instance.e2e-spec skipped: set DATABASE_URL=mariadb://… to run it.');

const LIMIT = 3;

describe.skipIf(!serverDatabase)('two API instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { PUBLIC_WRITES_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'none' };
    a = await startTestApp({ seed: true, env });
    b = await startTestApp({ sharing: a.database, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('serve a price changed through A from B within a second, and B takes a checkout at it', async () => {
    const price = async (t: TestApp) => {
      const rooms = await getJson<Array<{ id: string; pricePerNight: string }>>(`${t.url}/api/rooms`);
      return rooms.body.find((room) => room.id === 'garden_cottage')?.pricePerNight;
    };
    // Both instances have the catalogue cached.
    expect(await price(a)).toBe('100.00');
    expect(await price(b)).toBe('100.00');

    const manager = await signInAs(a, 'manager');
    const changed = await manager.request('PUT', '/api/admin/rooms/garden_cottage', { pricePerNight: '120.00' });
    expect(changed.status).toBe(200);
    const since = Date.now();
    while ((await price(b)) !== '120.00') {
      expect(Date.now() - since).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    // A stay is priced by the rate period its nights fall in: the season of day 70 changes on A too.
    const checkinDate = daysFromToday(70);
    const periods = await manager.request(
      'GET',
      `/api/admin/room-rate-periods?filter=${encodeURIComponent(JSON.stringify({ roomId: 'garden_cottage' }))}`,
    );
    const season = ((await periods.json()) as Array<{ id: number; firstNight: string; lastNight: string }>).find(
      (period) => period.firstNight <= checkinDate && checkinDate <= period.lastNight,
    );
    expect(season).toBeDefined();
    const newRate = await manager.request('PUT', `/api/admin/room-rate-periods/${season?.id}`, {
      nightlyRate: '120.00',
    });
    expect(newRate.status).toBe(200);

    const draft = bookingDraft({ roomType: 'garden_cottage', checkinDate, guests: 2 });
    const started = await postJson<RoomPaymentOrderReply>(`${b.url}/paypal/order`, paymentOrder(draft, '240.00'));
    expect(started.status).toBe(201);
    expect(started.body.amount).toBe('240.00');
  });

  it('capture on B a simulated payment order created on A', async () => {
    const draft = bookingDraft({ roomType: 'lakeside_cottage', checkinDate: daysFromToday(80), guests: 2 });
    const started = await postJson<RoomPaymentOrderReply>(`${a.url}/paypal/order`, paymentOrder(draft, '200.00'));
    expect(started.status).toBe(201);
    const captured = await postJson<RoomCaptureReply>(`${b.url}/paypal/order/${started.body.id}/capture`);
    expect(captured.status).toBe(200);
    expect(captured.body.booking).toMatchObject({ id: started.body.bookingId, status: 'confirmed' });
  });

  it('count one rate limit across A and B, not one each', async () => {
    const contact = { name: 'Sam', email: 'sam@example.com', message: 'Is the sauna open tonight?' };
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a, b]) statuses.push((await postJson(`${t.url}/api/contact`, contact)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = await postJson(`${b.url}/api/contact`, contact);
    expect(refused.body).toEqual(refusal('common.tooManyRequests'));
  });

  it('share the sign-in back-off between A and B, and keep it across a restart', async () => {
    const attempt = { username: 'manager-user', address: '203.0.113.5' };
    for (let i = 0; i < FREE_ATTEMPTS_PER_ADDRESS; i++) await (i % 2 ? b : a).app.get(LoginThrottle).failed(attempt);
    expect(await b.app.get(LoginThrottle).waitFor(attempt)).toBeGreaterThan(25_000);
    expect(await a.app.get(LoginThrottle).waitFor(attempt)).toBeGreaterThan(25_000);

    const restarted = await startTestApp({ sharing: a.database });
    try {
      expect(await restarted.app.get(LoginThrottle).waitFor(attempt)).toBeGreaterThan(25_000);
    } finally {
      await restarted.close();
    }
  });

  it('run a scheduled job once across both, and catch it up after downtime', async () => {
    const runs: Array<Date | null> = [];
    const job = { name: 'test-once', everyMs: 3_600_000, run: (lastRunAt: Date | null) => void runs.push(lastRunAt) };
    const register = (t: TestApp) =>
      t.app.get(JobScheduler).register({ ...job, run: (last) => Promise.resolve(job.run(last)) });
    register(a);
    register(b);

    await Promise.all([a.app.get(JobScheduler).runDue(), b.app.get(JobScheduler).runDue()]);
    await Promise.all([a.app.get(JobScheduler).runDue(), b.app.get(JobScheduler).runDue()]);
    expect(runs).toEqual([null]);

    // Both were down for two hours: the first check afterwards runs it once, told when it last ran.
    const leases = a.dataSource.getRepository(JobLease);
    const lastRunAt = new Date(Math.floor(Date.now() / 1000 - 2 * 3600) * 1000);
    await leases.update({ name: 'test-once' }, { lastRunAt });
    await Promise.all([b.app.get(JobScheduler).runDue(), a.app.get(JobScheduler).runDue()]);
    expect(runs).toEqual([null, lastRunAt]);

    // The hold sweeper runs through the same leases: it has run, on one of the two.
    expect((await leases.findOneByOrFail({ name: 'hold-sweep' })).lastRunAt).not.toBeNull();
  });
});
