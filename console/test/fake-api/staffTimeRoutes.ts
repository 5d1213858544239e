/**
 * The staff-time part of the fake API, as api/src/staff answers: a member's own clock and week,
 * the tablet's PIN clock (no session needed), a member's week for managers, week approval and
 * payroll with CSV. Hours, overtime and pay are the contracts' own math (payTotals), as in the API.
 */
import {
  addDays,
  clockRequestSchema,
  errorBody,
  hoursText,
  payrollQuerySchema,
  payTotals,
  retreatDay,
  retreatDayStart,
  setPinRequestSchema,
  STAFF_TIME_ACCESS,
  straightPay,
  sumMoney,
  tabletClockRequestSchema,
  toFieldErrors,
  weekApprovalRequestSchema,
  weekStart,
  workedMinutes,
  type ClockAction,
  type ClockReply,
  type PayrollReply,
  type StaffRole,
  type StaffWeekReply,
} from '@lakeside/contracts';
import { readJson, reply } from './http';
import type { Context, FakeApi } from './server';

export interface FakeMember {
  id: number;
  employeeId: string;
  name: string;
  hourlyRate: string;
  /** The staff login (fixtures' STAFF id) that clocks as this member. */
  adminUserId: number | null;
  pin: string;
}

export interface FakeEntry {
  id: number;
  staffId: number;
  clockIn: Date;
  clockOut: Date | null;
  breakStart: Date | null;
  breakEnd: Date | null;
  approvedAt: Date | null;
}

export interface FakeStaffTime {
  members: FakeMember[];
  entries: FakeEntry[];
  shifts: Array<{ id: number; staffId: number; scheduleDate: string; shiftStart: string; shiftEnd: string }>;
  /** Approvals as they were asked for. */
  approvals: Array<{ staffId: number; weekStart: string; by: string }>;
}

const stores = new WeakMap<FakeApi, FakeStaffTime>();

/** Sam (login 3, PIN 2468) and Lucía (no login, PIN 1357), no hours yet. */
export function staffTimeOf(api: FakeApi): FakeStaffTime {
  let store = stores.get(api);
  if (!store) {
    store = {
      members: [
        { id: 1, employeeId: 'EMP-003', name: 'Sam Pérez', hourlyRate: '25.00', adminUserId: 3, pin: '2468' },
        { id: 2, employeeId: 'EMP-004', name: 'Lucía Chávez', hourlyRate: '20.00', adminUserId: null, pin: '1357' },
      ],
      entries: [],
      shifts: [],
      approvals: [],
    };
    stores.set(api, store);
  }
  return store;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function entryReply(entry: FakeEntry, member: FakeMember): ClockReply['entry'] {
  const minutes = workedMinutes(entry);
  return {
    id: entry.id,
    clockIn: entry.clockIn.toISOString(),
    clockOut: iso(entry.clockOut),
    breakStart: iso(entry.breakStart),
    breakEnd: iso(entry.breakEnd),
    totalHours: entry.clockOut ? hoursText(minutes) : null,
    hourlyRate: member.hourlyRate,
    totalPay: entry.clockOut ? straightPay(minutes, member.hourlyRate) : null,
    approvedAt: iso(entry.approvedAt),
  };
}

const openEntryOf = (store: FakeStaffTime, staffId: number) =>
  store.entries.find((entry) => entry.staffId === staffId && !entry.clockOut);

function stateOf(open: FakeEntry | undefined): ClockReply['state'] {
  if (!open) return 'off';
  return open.breakStart && !open.breakEnd ? 'onBreak' : 'open';
}

/** One clock step, refused as the API refuses it. */
function clock(store: FakeStaffTime, member: FakeMember, action: ClockAction): { status: number; body: unknown } {
  const now = new Date();
  let open = openEntryOf(store, member.id);
  if (action === 'clockIn') {
    if (open) return { status: 409, body: errorBody('staff.alreadyClockedIn') };
    open = {
      id: store.entries.length + 1,
      staffId: member.id,
      clockIn: now,
      clockOut: null,
      breakStart: null,
      breakEnd: null,
      approvedAt: null,
    };
    store.entries.push(open);
  } else if (!open) {
    return { status: 409, body: errorBody('staff.notClockedIn') };
  } else if (action === 'breakStart') {
    if (open.breakStart) return { status: 409, body: errorBody('staff.breakTaken') };
    open.breakStart = now;
  } else if (action === 'breakEnd') {
    if (!open.breakStart || open.breakEnd) return { status: 409, body: errorBody('staff.breakState') };
    open.breakEnd = now;
  } else {
    if (open.breakStart && !open.breakEnd) return { status: 409, body: errorBody('staff.breakState') };
    open.clockOut = now;
  }
  const entry = open;
  const body: ClockReply = {
    staffId: member.id,
    name: member.name,
    state: stateOf(openEntryOf(store, member.id)),
    entry: entryReply(entry, member),
  };
  return { status: 200, body };
}

const inWeek = (entry: FakeEntry, monday: string) => weekStart(retreatDay(entry.clockIn)) === monday;

function week(store: FakeStaffTime, member: FakeMember, day: string): StaffWeekReply {
  const monday = weekStart(day);
  const entries = store.entries.filter((entry) => entry.staffId === member.id && inWeek(entry, monday));
  const totals = payTotals(entries.map((entry) => ({ ...entry, hourlyRate: member.hourlyRate })));
  const closed = entries.filter((entry) => entry.clockOut);
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return {
    staffId: member.id,
    name: member.name,
    employeeId: member.employeeId,
    weekStart: monday,
    state: stateOf(openEntryOf(store, member.id)),
    days: Array.from({ length: 7 }, (_, i) => {
      const date = addDays(monday, i);
      const planned = store.shifts.filter((shift) => shift.staffId === member.id && shift.scheduleDate === date);
      const clocked = entries.filter((entry) => retreatDay(entry.clockIn) === date);
      return {
        date,
        planned: planned.map((shift) => ({ ...shift, status: 'scheduled' })),
        entries: clocked.map((entry) => entryReply(entry, member)),
        plannedHours: hoursText(
          planned.reduce(
            (sum, shift) => sum + ((minutesOf(shift.shiftEnd) - minutesOf(shift.shiftStart) + 1440) % 1440),
            0,
          ),
        ),
        workedHours: hoursText(clocked.reduce((sum, entry) => sum + workedMinutes(entry), 0)),
      };
    }),
    regularHours: hoursText(totals.regularMinutes),
    overtimeHours: hoursText(totals.overtimeMinutes),
    pay: totals.pay,
    approved: closed.length > 0 && closed.every((entry) => entry.approvedAt),
  };
}

function payroll(store: FakeStaffTime, from: string, to: string): PayrollReply {
  const start = retreatDayStart(from);
  const end = retreatDayStart(addDays(to, 1));
  const lines = store.members
    .map((member) => {
      const entries = store.entries.filter(
        (entry) => entry.staffId === member.id && entry.clockOut && entry.clockIn >= start && entry.clockIn < end,
      );
      const totals = payTotals(entries.map((entry) => ({ ...entry, hourlyRate: member.hourlyRate })));
      return {
        staffId: member.id,
        employeeId: member.employeeId,
        name: member.name,
        hourlyRate: member.hourlyRate,
        hours: hoursText(totals.regularMinutes + totals.overtimeMinutes),
        regularHours: hoursText(totals.regularMinutes),
        overtimeHours: hoursText(totals.overtimeMinutes),
        pay: totals.pay,
        unapprovedEntries: entries.filter((entry) => !entry.approvedAt).length,
        count: entries.length,
      };
    })
    .filter((line) => line.count > 0)
    .map(({ count: _count, ...line }) => line);
  return { from, to, lines, totalPay: sumMoney(lines.map((line) => line.pay)) };
}

export async function handleStaffTime(context: Context): Promise<void> {
  const { api, request, response, url, staff } = context;
  const store = staffTimeOf(api);
  const path = url.pathname;
  const method = request.method ?? 'GET';
  const send = ({ status, body }: { status: number; body: unknown }) => reply(response, status, body);
  const invalid = (error: Parameters<typeof toFieldErrors>[0]) =>
    reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(error) }));

  if (method === 'POST' && path === '/api/staff-time/tablet/clock') {
    const parsed = tabletClockRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error);
    const member = store.members.find((candidate) => candidate.employeeId === parsed.data.employeeId);
    if (!member || member.pin !== parsed.data.pin) return reply(response, 403, errorBody('staff.wrongPin'));
    return send(clock(store, member, parsed.data.action));
  }
  if (!staff) return reply(response, 401, errorBody('common.signInRequired'));
  if (path.startsWith('/api/staff-time/me/')) {
    const member = store.members.find((candidate) => candidate.adminUserId === staff.id);
    if (!member) return reply(response, 403, errorBody('staff.noStaffMember'));
    if (method === 'GET' && path === '/api/staff-time/me/week') {
      return reply(response, 200, week(store, member, url.searchParams.get('day') ?? retreatDay(new Date())));
    }
    if (method === 'POST' && path === '/api/staff-time/me/clock') {
      const parsed = clockRequestSchema.safeParse(await readJson(request));
      if (!parsed.success) return invalid(parsed.error);
      return send(clock(store, member, parsed.data.action));
    }
  }
  if (!(STAFF_TIME_ACCESS.manage as readonly StaffRole[]).includes(staff.role)) {
    return reply(response, 403, errorBody('common.forbidden'));
  }
  const memberWeek = /^\/api\/staff-time\/members\/(\d+)\/week$/.exec(path);
  if (method === 'GET' && memberWeek) {
    const member = store.members.find((candidate) => candidate.id === Number(memberWeek[1]));
    if (!member) return reply(response, 404, errorBody('common.notFound'));
    return reply(response, 200, week(store, member, url.searchParams.get('day') ?? retreatDay(new Date())));
  }
  const pinOf = /^\/api\/staff-time\/members\/(\d+)\/pin$/.exec(path);
  if (method === 'PUT' && pinOf) {
    const parsed = setPinRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error);
    const member = store.members.find((candidate) => candidate.id === Number(pinOf[1]));
    if (!member) return reply(response, 404, errorBody('common.notFound'));
    member.pin = parsed.data.pin;
    return reply(response, 200, { staffId: member.id, hasPin: true });
  }
  if (method === 'POST' && path === '/api/staff-time/approvals') {
    const parsed = weekApprovalRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error);
    const { staffId, weekStart: monday } = parsed.data;
    const entries = store.entries.filter((entry) => entry.staffId === staffId && inWeek(entry, monday));
    if (entries.some((entry) => !entry.clockOut)) return reply(response, 409, errorBody('staff.weekOpen'));
    const now = new Date();
    const approving = entries.filter((entry) => !entry.approvedAt);
    for (const entry of approving) entry.approvedAt = now;
    store.approvals.push({ staffId, weekStart: monday, by: staff.username });
    return reply(response, 201, {
      staffId,
      weekStart: monday,
      approvedEntries: approving.length,
      approvedAt: now.toISOString(),
    });
  }
  if (method === 'GET' && (path === '/api/staff-time/payroll' || path === '/api/staff-time/payroll.csv')) {
    const parsed = payrollQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return invalid(parsed.error);
    const summary = payroll(store, parsed.data.from, parsed.data.to);
    if (!path.endsWith('.csv')) return reply(response, 200, summary);
    const rows = [
      'Employee id,Name,Hourly rate (Q),Hours,Regular hours,Overtime hours,Pay (Q),Unapproved entries',
      ...summary.lines.map((l) =>
        [l.employeeId, l.name, l.hourlyRate, l.hours, l.regularHours, l.overtimeHours, l.pay, l.unapprovedEntries].join(
          ',',
        ),
      ),
      `Total,,,,,,${summary.totalPay},`,
    ];
    response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
    response.end(`${rows.join('\r\n')}\r\n`);
    return;
  }
  return reply(response, 404, { message: `Cannot ${method} ${path}` });
}
