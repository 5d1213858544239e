/**
 * Staff time (issue 18): shifts and clocked hours refuse what cannot be (a shift over another,
 * times that are not HH:MM, a clock-out before the clock-in, two entries at once), and hours
 * and pay are derived from the clock times and the member's rate — never typed — against
 * weeks computed by hand. Runs on SQLite and on MariaDB.
 */
import { clockReply, payrollReply, STAFF_TIME_MESSAGES, staffWeekReply } from '@lakeside/contracts';
import { IsNull } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimeTracking } from '../src/staff/time-tracking.entity.js';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { StaffMember } from '../src/staff/staff-member.entity.js';
import { apiClient, type ApiReply } from './support/api-client.js';
import { refusal } from './support/expected-errors.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let manager: StaffApiClient;
let ana: number;
let beto: number;

/** An instant at the retreat (UTC-6). */
const at = (day: string, time: string) => `${day}T${time}:00.000-06:00`;
const fieldErrors = ({ body }: ApiReply) => (body.errors ?? []).map((error) => [error.field, error.message]);

async function member(employeeId: string, hourlyRate: string | null): Promise<number> {
  const created = await manager.send<{ id: number }>('POST', '/api/admin/staff-members', {
    employeeId,
    firstName: employeeId,
    lastName: 'Test',
    position: 'waiter',
    department: 'service',
    hireDate: '2025-01-06',
    hourlyRate,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { id: number }).id;
}

const entry = (staffId: number, day: string, from: string, to: string | null, extra: Record<string, unknown> = {}) =>
  manager.send<Record<string, unknown>>('POST', '/api/admin/time-tracking', {
    staffId,
    clockIn: at(day, from),
    clockOut: to === null ? null : at(day, to),
    ...extra,
  });

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  manager = await signInAs(t, 'manager');
  ana = await member('EMP-A', '25.00');
  beto = await member('EMP-B', '20.00');
});
afterAll(async () => t.close());

describe('schedules', () => {
  const shift = (staffId: number, scheduleDate: string, shiftStart: string, shiftEnd: string) =>
    manager.send('POST', '/api/admin/staff-schedules', { staffId, scheduleDate, shiftStart, shiftEnd });

  it('refuse times that are not HH:MM', async () => {
    for (const bad of ['8:00', '24:00', '08:60', '0800', 'noon']) {
      const reply = await shift(ana, '2026-02-02', bad, '16:00');
      expect(reply.status, bad).toBe(400);
      expect(fieldErrors(reply)).toContainEqual(['shiftStart', 'Invalid time format']);
    }
  });

  it('refuse a shift over another of the same person, including across midnight, and allow others', async () => {
    expect((await shift(ana, '2026-02-02', '08:00', '16:00')).status).toBe(201);
    const over = await shift(ana, '2026-02-02', '15:00', '20:00');
    expect(over.status).toBe(400);
    expect(fieldErrors(over)).toContainEqual(['shiftStart', STAFF_TIME_MESSAGES.shiftOverlap]);
    // The bar's late shift runs to 02:00 the next day: the next day's 01:00 start overlaps it.
    expect((await shift(ana, '2026-02-03', '18:00', '02:00')).status).toBe(201);
    expect((await shift(ana, '2026-02-04', '01:00', '09:00')).status).toBe(400);
    // Back to back, another person, and after the late shift are all fine.
    expect((await shift(ana, '2026-02-02', '16:00', '20:00')).status).toBe(201);
    expect((await shift(beto, '2026-02-02', '08:00', '16:00')).status).toBe(201);
    expect((await shift(ana, '2026-02-04', '02:00', '09:00')).status).toBe(201);
  });
});

describe('time entries in the console grid', () => {
  it('refuse a clock-out before the clock-in, and a break outside the shift', async () => {
    const backwards = await entry(beto, '2026-01-05', '16:00', '08:00');
    expect(backwards.status).toBe(400);
    expect(fieldErrors(backwards)).toEqual([['clockOut', STAFF_TIME_MESSAGES.clockOutBeforeClockIn]]);
    const breakOut = await entry(beto, '2026-01-05', '08:00', '12:00', {
      breakStart: at('2026-01-05', '13:00'),
      breakEnd: at('2026-01-05', '13:30'),
    });
    expect(breakOut.status).toBe(400);
    expect(await t.dataSource.getRepository(TimeTracking).countBy({ staffId: beto })).toBe(0);
  });

  it('derive hours, rate and pay, ignoring typed ones, and refuse an overlapping entry', async () => {
    const created = await entry(beto, '2026-01-05', '08:00', '16:30', {
      breakStart: at('2026-01-05', '12:00'),
      breakEnd: at('2026-01-05', '12:30'),
      totalHours: '99.00',
      totalPay: '5000.00',
      hourlyRate: '999.00',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ totalHours: '8.00', hourlyRate: '20.00', totalPay: '160.00' });
    const id = created.body.id as number;
    const row = await t.dataSource.getRepository(TimeTracking).findOneByOrFail({ id });
    expect([row.totalHours, row.hourlyRate, row.totalPay]).toEqual(['8.00', '20.00', '160.00']);

    const overlap = await entry(beto, '2026-01-05', '16:00', '18:00');
    expect(overlap.status).toBe(400);
    expect(fieldErrors(overlap)).toEqual([['clockIn', STAFF_TIME_MESSAGES.entryOverlap]]);

    // An edit recomputes: 08:00–18:00 with the 30-minute break is 9.5 h.
    const edited = await manager.send('PUT', `/api/admin/time-tracking/${id}`, { clockOut: at('2026-01-05', '18:00') });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ totalHours: '9.50', totalPay: '190.00' });
    const backwards = await manager.send('PUT', `/api/admin/time-tracking/${id}`, {
      clockOut: at('2026-01-05', '07:00'),
    });
    expect(backwards.status).toBe(400);
    expect((await t.dataSource.getRepository(TimeTracking).findOneByOrFail({ id })).totalHours).toBe('9.50');
  });
});

describe('the clock', () => {
  let carla: number;
  let own: StaffApiClient;
  const tablet = () => apiClient(t);
  const tap = (action: string, pin = '4821', employeeId = 'EMP-C') =>
    tablet().send('POST', '/api/staff-time/tablet/clock', { employeeId, pin, action });

  beforeAll(async () => {
    carla = await member('EMP-C', '30.00');
    own = await signInAs(t, 'staff', 'carla');
    const { id } = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'carla' });
    expect((await manager.send('PUT', `/api/admin/staff-members/${carla}`, { adminUserId: id })).status).toBe(200);
  });

  it('answers 403 to a login with no staff member, and 401 signed out', async () => {
    const stranger = await signInAs(t, 'staff', 'no-member');
    expect(await stranger.send('POST', '/api/staff-time/me/clock', { action: 'clockIn' })).toEqual({
      status: 403,
      body: refusal('staff.noStaffMember'),
    });
    expect((await anonymous(t).send('GET', '/api/staff-time/me/week')).status).toBe(401);
  });

  it("clocks in, takes a break and clocks out from the member's own login, in order only", async () => {
    expect((await own.send('POST', '/api/staff-time/me/clock', { action: 'clockOut' })).body).toEqual(
      refusal('staff.notClockedIn'),
    );
    const clockedIn = await own.send('POST', '/api/staff-time/me/clock', { action: 'clockIn' });
    expect(clockedIn.status).toBe(200);
    expect(clockReply.parse(clockedIn.body)).toMatchObject({ staffId: carla, state: 'open' });
    expect(await own.send('POST', '/api/staff-time/me/clock', { action: 'clockIn' })).toEqual({
      status: 409,
      body: refusal('staff.alreadyClockedIn'),
    });
    expect((await own.send('POST', '/api/staff-time/me/clock', { action: 'breakEnd' })).body).toEqual(
      refusal('staff.breakState'),
    );
    expect((await own.send('POST', '/api/staff-time/me/clock', { action: 'breakStart' })).body).toMatchObject({
      state: 'onBreak',
    });
    expect((await own.send('POST', '/api/staff-time/me/clock', { action: 'clockOut' })).body).toEqual(
      refusal('staff.breakState'),
    );
    expect((await own.send('POST', '/api/staff-time/me/clock', { action: 'breakEnd' })).body).toMatchObject({
      state: 'open',
    });
    const out = await own.send('POST', '/api/staff-time/me/clock', { action: 'clockOut' });
    expect(out.status).toBe(200);
    expect(clockReply.parse(out.body)).toMatchObject({
      state: 'off',
      entry: { totalHours: '0.00', hourlyRate: '30.00' },
    });
    const week = await own.read('/api/staff-time/me/week', staffWeekReply);
    expect(week.state).toBe('off');
    expect(week.days.flatMap((day) => day.entries)).toHaveLength(1);
  });

  it('keeps one open entry when two clock-ins of one person race', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => own.send('POST', '/api/staff-time/me/clock', { action: 'clockIn' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await t.dataSource.getRepository(TimeTracking).countBy({ staffId: carla, clockOut: IsNull() })).toBe(1);
    expect((await own.send('POST', '/api/staff-time/me/clock', { action: 'clockOut' })).status).toBe(200);
  });

  it('clocks in and out on the tablet with the PIN a manager set, stored hashed', async () => {
    expect((await tap('clockIn')).status).toBe(403);
    expect((await manager.send('PUT', `/api/staff-time/members/${carla}/pin`, { pin: '12' })).status).toBe(400);
    expect((await own.send('PUT', `/api/staff-time/members/${carla}/pin`, { pin: '4821' })).status).toBe(403);
    expect((await manager.send('PUT', `/api/staff-time/members/${carla}/pin`, { pin: '4821' })).status).toBe(200);
    const { pinHash } = await t.dataSource.getRepository(StaffMember).findOneByOrFail({ id: carla });
    expect(pinHash).toMatch(/^\$argon2id\$/);
    expect(await tap('clockIn', '0000')).toEqual({ status: 403, body: refusal('staff.wrongPin') });
    expect(await tap('clockIn', '4821', 'EMP-NOBODY')).toEqual({ status: 403, body: refusal('staff.wrongPin') });
    const clockedIn = await tap('clockIn');
    expect(clockedIn.status).toBe(200);
    expect(clockedIn.body).toMatchObject({ name: 'EMP-C Test', state: 'open' });
    expect((await tap('clockOut')).body).toMatchObject({ state: 'off' });
  });

  it('backs off after repeated wrong PINs, as sign-in does', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await tap('clockIn', '9999', 'EMP-A')).status);
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('hours, overtime, approval and payroll against a hand-computed week', () => {
  // Ana (Q25/h), week of Monday 2026-03-02: Mon 07:00–17:30 with a 30-minute break (10 h),
  // Tue–Fri 08:00–16:00 (8 h each), Sat 08:00–14:00 (6 h). Days: 10, 8, 8, 8, 8, 6 = 48 h.
  // Daily overtime: Monday's 2 h. Ordinary hours 8+8+8+8+8 = 40 by Friday, so Saturday has 4
  // ordinary hours left under 44 and 2 overtime. Ordinary 44 h, overtime 4 h.
  // Pay: 44 × 25 + 4 × 25 × 1.5 = 1100 + 150 = Q1250.00.
  const days = ['03', '04', '05', '06'];
  beforeAll(async () => {
    const created = [
      await entry(ana, '2026-03-02', '07:00', '17:30', {
        breakStart: at('2026-03-02', '12:00'),
        breakEnd: at('2026-03-02', '12:30'),
      }),
      ...(await Promise.all(days.map((day) => entry(ana, `2026-03-${day}`, '08:00', '16:00')))),
      await entry(ana, '2026-03-07', '08:00', '14:00'),
      // Beto (Q20/h), the same week: Wed 14:00–23:00, 9 h: 1 h overtime, pay 8 × 20 + 30 = Q190.00.
      await entry(beto, '2026-03-04', '14:00', '23:00'),
    ];
    for (const reply of created) expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  });

  it('shows the week with its plan beside the hours, and the hand-computed totals', async () => {
    await manager.send('POST', '/api/admin/staff-schedules', {
      staffId: ana,
      scheduleDate: '2026-03-02',
      shiftStart: '07:00',
      shiftEnd: '15:00',
    });
    const week = await manager.read(`/api/staff-time/members/${ana}/week?day=2026-03-05`, staffWeekReply);
    expect(week.weekStart).toBe('2026-03-02');
    expect(week.days[0]).toMatchObject({ date: '2026-03-02', plannedHours: '8.00', workedHours: '10.00' });
    expect(week.days.map((day) => day.workedHours)).toEqual(['10.00', '8.00', '8.00', '8.00', '8.00', '6.00', '0.00']);
    expect([week.regularHours, week.overtimeHours, week.pay, week.approved]).toEqual([
      '44.00',
      '4.00',
      '1250.00',
      false,
    ]);
  });

  it('lets a manager approve the week, which freezes its entries', async () => {
    const approval = await manager.send('POST', '/api/staff-time/approvals', { staffId: ana, weekStart: '2026-03-02' });
    expect(approval.status).toBe(201);
    expect(approval.body).toMatchObject({ approvedEntries: 6 });
    expect(
      (await manager.send('POST', '/api/staff-time/approvals', { staffId: ana, weekStart: '2026-03-03' })).status,
    ).toBe(400);
    const week = await manager.read(`/api/staff-time/members/${ana}/week?day=2026-03-02`, staffWeekReply);
    expect(week.approved).toBe(true);
    const monday = week.days[0]?.entries[0];
    const edit = await manager.send('PUT', `/api/admin/time-tracking/${String(monday?.id)}`, { notes: 'changed' });
    expect(edit).toEqual({ status: 409, body: refusal('staff.entryApproved') });
    expect((await manager.send('DELETE', `/api/admin/time-tracking/${String(monday?.id)}`)).status).toBe(409);
  });

  it('sums the period per member, with overtime and pay, on screen and as CSV', async () => {
    const payroll = await manager.read('/api/staff-time/payroll?from=2026-03-02&to=2026-03-08', payrollReply);
    expect(
      payroll.lines.map(({ employeeId, hours, regularHours, overtimeHours, pay, unapprovedEntries }) => ({
        employeeId,
        hours,
        regularHours,
        overtimeHours,
        pay,
        unapprovedEntries,
      })),
    ).toEqual([
      {
        employeeId: 'EMP-A',
        hours: '48.00',
        regularHours: '44.00',
        overtimeHours: '4.00',
        pay: '1250.00',
        unapprovedEntries: 0,
      },
      {
        employeeId: 'EMP-B',
        hours: '9.00',
        regularHours: '8.00',
        overtimeHours: '1.00',
        pay: '190.00',
        unapprovedEntries: 1,
      },
    ]);
    expect(payroll.totalPay).toBe('1440.00');
    const csv = await manager.request('GET', '/api/staff-time/payroll.csv?from=2026-03-02&to=2026-03-08');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Employee id,Name,Hourly rate (Q),Hours,Regular hours,Overtime hours,Pay (Q),Unapproved entries',
      'EMP-A,EMP-A Test,25.00,48.00,44.00,4.00,1250.00,0',
      'EMP-B,EMP-B Test,20.00,9.00,8.00,1.00,190.00,1',
      'Total,,,,,,1440.00,',
    ]);
    const own = await signInAs(t, 'staff', 'payroll-peeker');
    expect((await own.send('GET', '/api/staff-time/payroll?from=2026-03-02&to=2026-03-08')).status).toBe(403);
    expect((await manager.send('GET', '/api/staff-time/payroll?from=2026-03-08&to=2026-03-02')).status).toBe(400);
  });
});
