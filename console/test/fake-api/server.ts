/**
 * A fake Lakeside API on 127.0.0.1 for the console's browser tests: the real paths, status
 * codes and reply shapes (see api/src), in-memory data, a session cookie, role checks from
 * the contracts matrix and the Origin check on writes. Every request is recorded.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  canRead,
  canWrite,
  type AdminResourceName,
  errorBody,
  type BookingPaymentStaffReply,
  type ChannelsReply,
  type Language,
  type StaffUserReply,
} from '@lakeside/contracts';
import { adminTables, ADMIN_SCHEMA, ROOMS, STAFF, type FakeStaff } from './fixtures';
import { cookieOf, readJson, reply } from './http';
import { handleAdminCrud, handleAdminNames } from './adminRoutes';
import { handleDashboard } from './dashboardRoutes';
import { handleExpenses, type ReceivedReceipt } from './expenseRoutes';
import { handleFolio } from './folioRoutes';
import { handleInvoices } from './invoiceRoutes';
import { handleLedger } from './ledgerRoutes';
import { handleLoyalty } from './loyaltyRoutes';
import { handleRestaurant } from './restaurantRoutes';
import { handleAvailability, handleRoomDesk } from './roomDeskRoutes';
import { handleSessionDesk } from './sessionDeskRoutes';
import { handleStaffTime } from './staffTimeRoutes';
import { handleTill } from './tillRoutes';
import type { Row, Tables } from './adminCrud';

export interface FakeApiSeed {
  roomBookings?: Row[];
  saunaBookings?: Row[];
  /** Event bookings as the admin grid lists them, with the session's date and time and the event's title. */
  eventBookings?: Row[];
  events?: unknown[];
  expenses?: Row[];
  /** GET /api/channels: the rooms' blocks and feeds (the Channels page and the availability grid). */
  channels?: ChannelsReply;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  origin?: string;
}

export interface FakeApi {
  url: string;
  /** The console's origin; writes from any other origin are refused (set once the console runs). */
  consoleOrigin: string;
  tables: Tables;
  receipts: ReceivedReceipt[];
  requests: RecordedRequest[];
  /** Desk bookings made (POST /api/room-bookings/staff): by whom, and whether a mail was asked for. */
  deskBookings: Array<{ bookingId: number; sendConfirmation: boolean; by: string }>;
  /** Cancellations (POST /api/room-bookings/:id/cancel) with the reason given. */
  cancellations: Array<{ bookingId: unknown; reason: string | null; refund: string; by: string }>;
  /** Payments taken at the desk (POST /api/room-bookings/:id/payments). */
  deskPayments: Array<{ bookingId: unknown; method: string; amount: string; currency: string }>;
  /** POST /api/room-bookings/:id/move calls, as sent. */
  moves: Array<{
    bookingId: number;
    roomType: string;
    checkinDate: string;
    checkoutDate: string;
    reason: string | null;
    by: string;
  }>;
  /** The desk's calls on sauna and event bookings (sessionDeskRoutes.ts): what, by whom, with which body. */
  sessionDesk: Array<{ kind: string; bookingId: number; action: string | undefined; by: string; body: unknown }>;
  /** Desk payments and refunds of sauna and event bookings. */
  sessionPayments: BookingPaymentStaffReply[];
  /** Canned failures, answered once: "POST /api/expenses" → status and body. */
  failures: Map<string, { status: number; body: unknown }>;
  stop(): Promise<void>;
}

export interface Context {
  api: FakeApi;
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  staff: FakeStaff | undefined;
}

const SESSION_COOKIE = 'lakeside_session';

export async function startFakeApi(seed: FakeApiSeed = {}): Promise<FakeApi> {
  const sessions = new Map<string, FakeStaff>();
  const tables: Tables = {
    ...adminTables(),
    'room-bookings': seed.roomBookings ?? [],
    'sauna-bookings': seed.saunaBookings ?? [],
    'event-bookings': seed.eventBookings ?? [],
    expenses: seed.expenses ?? [],
  };
  const languages = new Map<number, Language>();
  const api: FakeApi = {
    url: '',
    consoleOrigin: '',
    tables,
    receipts: [],
    requests: [],
    deskBookings: [],
    cancellations: [],
    deskPayments: [],
    moves: [],
    sessionDesk: [],
    sessionPayments: [],
    failures: new Map(),
    stop: () => Promise.resolve(),
  };

  async function route(context: Context): Promise<void> {
    const { request, response, url, staff } = context;
    const path = url.pathname;
    const method = request.method ?? 'GET';

    const failure = api.failures.get(`${method} ${path}`);
    if (failure) {
      api.failures.delete(`${method} ${path}`);
      return reply(response, failure.status, failure.body);
    }
    if (method !== 'GET' && request.headers.origin !== api.consoleOrigin) {
      return reply(response, 403, { message: 'Cross-site request refused' });
    }
    if (method === 'POST' && path === '/api/auth/login') return login(context);
    if (method === 'POST' && path === '/api/logout') {
      sessions.delete(cookieOf(request, SESSION_COOKIE) ?? '');
      return reply(response, 204, undefined, { 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0` });
    }
    if (method === 'GET' && path === '/api/rooms') return reply(response, 200, ROOMS);
    if (method === 'GET' && path === '/api/events') return reply(response, 200, seed.events ?? []);
    if (method === 'GET' && path === '/api/rooms/availability') return handleAvailability(context);
    // The tablet clock needs no session; the rest of staff time checks its own.
    if (path.startsWith('/api/staff-time/')) return handleStaffTime(context);

    // Everything below is for staff only.
    if (!staff) return reply(response, 401, errorBody('common.signInRequired'));
    if (method === 'GET' && path === '/api/auth/user') return reply(response, 200, staffView(staff, languages));
    if (method === 'PUT' && path === '/api/auth/user/language') {
      const { language } = await readJson(request);
      if (language !== 'en' && language !== 'es') {
        return reply(response, 400, {
          message: 'Validation failed',
          errors: [{ field: 'language', message: 'Language must be English (en) or Spanish (es)' }],
        });
      }
      languages.set(staff.id, language);
      return reply(response, 200, staffView(staff, languages));
    }
    if (method === 'GET' && path === '/api/channels') return reply(response, 200, seed.channels ?? { rooms: [] });
    if (method === 'GET' && path === '/api/admin-schema') {
      return reply(
        response,
        200,
        ADMIN_SCHEMA.filter((schema) => canRead(staff.role, schema.name as AdminResourceName)).map((schema) => ({
          ...schema,
          canWrite: canWrite(staff.role, schema.name as AdminResourceName),
        })),
      );
    }
    const list = /^\/api\/(room-bookings|sauna-bookings)$/.exec(path)?.[1];
    if (method === 'GET' && list) return reply(response, 200, tables[list]);
    const roomDeskRead = method === 'GET' && /^\/api\/room-bookings\/\d+\/move$/.test(path);
    if ((method === 'POST' || roomDeskRead) && path.startsWith('/api/room-bookings/')) return handleRoomDesk(context);
    if (/^\/api\/(sauna|event)-bookings\/\d+\//.test(path)) return handleSessionDesk(context);
    if (path.startsWith('/api/admin/')) return handleAdminCrud(context);
    if (path.startsWith('/api/admin-names/')) return handleAdminNames(context);
    if (path.startsWith('/api/dashboard')) return handleDashboard(context);
    if (path.startsWith('/api/expenses')) return handleExpenses(context);
    if (path.startsWith('/api/invoices')) return handleInvoices(context);
    if (path.startsWith('/api/ledger/')) return handleLedger(context);
    if (path.startsWith('/api/loyalty/')) return handleLoyalty(context);
    if (path.startsWith('/api/folio/') || path.endsWith('/room-charge')) return handleFolio(context);
    if (path.startsWith('/api/restaurant/')) return handleRestaurant(context);
    if (path.startsWith('/api/till') || path.startsWith('/api/exchange-rates')) return handleTill(context);
    return reply(response, 404, { message: `Cannot ${method} ${path}` });
  }

  async function login({ request, response }: Context) {
    const { username, password } = await readJson(request);
    const staff = STAFF.find((candidate) => candidate.username === username);
    if (staff?.username === 'locked') {
      return reply(response, 429, errorBody('auth.signInLocked'));
    }
    if (!staff || staff.password !== password)
      return reply(response, 401, errorBody('auth.invalidCredentials'));
    const token = randomUUID();
    sessions.set(token, staff);
    return reply(response, 200, staffView(staff, languages), {
      'Set-Cookie': `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    api.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      origin: request.headers.origin,
    });
    const staff = sessions.get(cookieOf(request, SESSION_COOKIE) ?? '');
    route({ api, request, response, url, staff }).catch((error: unknown) => {
      console.error('fake API failed', error);
      reply(response, 500, errorBody('common.serverError'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return api;
}

/** `languages`: what logins chose on this fake API (the fixtures stay as written for the next test). */
function staffView(staff: FakeStaff, languages: ReadonlyMap<number, Language>): StaffUserReply {
  const [firstName = null, ...rest] = (staff.displayName ?? '').split(' ').filter(Boolean);
  return {
    id: staff.id,
    username: staff.username,
    role: staff.role,
    displayName: staff.displayName,
    firstName,
    lastName: rest.length ? rest.join(' ') : null,
    language: languages.get(staff.id) ?? staff.language ?? null,
  };
}
