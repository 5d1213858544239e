/**
 * No input makes the API answer 5xx. Every POST, PUT and PATCH route the app maps (read from
 * the app itself, so a new controller is covered without editing this file) gets malformed
 * bodies and every field it names gets values of the wrong type; every console resource gets
 * sort, range and filter values it cannot honour (each a 400) and odd ones it can (each a 200).
 * All as an admin, so the guards let the input through to the code that must refuse it. A
 * failure lists each request that got a 5xx or the wrong answer.
 */
import { ADMIN_RESOURCE_NAMES, type AdminResourceSchema } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, type AppRoute } from './support/app-routes.js';
import {
  bodyWith,
  malformedBodies,
  oddButHonourableListQueries,
  unhonourableListQueries,
  wrongValues,
  type ListQuery,
  type RawBody,
} from './support/malformed-inputs.js';
import { CONSOLE_ORIGIN, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Requests in flight at once: enough to keep the run short, few enough for a 2-core host. */
const PARALLEL = 4;
/** How deep the field discovery follows nested fields (items.0.menuItemId is depth 3). */
const DISCOVERY_DEPTH = 3;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

let t: TestApp;
let admin: StaffApiClient;
let resources: AdminResourceSchema[];

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000000' } });
  admin = await signInAs(t, 'admin');
  resources = (await admin.send<AdminResourceSchema[]>('GET', '/api/admin-schema')).body;
}, 120_000);
afterAll(async () => t?.close());

interface Outcome {
  request: string;
  status: number;
  reply: string;
  /** The one status this request must get, when the test knows it. */
  expected?: number;
}

async function send(method: string, path: string, body?: RawBody): Promise<Outcome> {
  const headers: Record<string, string> = { origin: CONSOLE_ORIGIN, cookie: admin.cookie };
  if (body?.contentType) headers['content-type'] = body.contentType;
  const request = `${method} ${path}${body ? ` with ${body.name}` : ''}`;
  try {
    const response = await fetch(`${t.url}${path}`, { method, headers, body: body?.body });
    return { request, status: response.status, reply: await response.text() };
  } catch (error) {
    return { request, status: 599, reply: String(error) };
  }
}

const json = (name: string, value: unknown): RawBody => ({
  name,
  body: JSON.stringify(value),
  contentType: 'application/json',
});

/** Runs the calls PARALLEL at a time. */
async function sendAll(calls: Array<() => Promise<Outcome>>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) outcomes.push(await calls[next++]!());
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return outcomes;
}

/**
 * The requests answered 5xx (or not at all) or not as expected; and, since a fuzz stopped at
 * the door proves nothing, a path whose every answer was 401 or 403.
 */
function failuresIn(path: string, outcomes: Outcome[]): string[] {
  const failures = outcomes
    .filter(({ status, expected }) => status >= 500 || (expected !== undefined && status !== expected))
    .map((outcome) => `${outcome.request} → ${outcome.status} ${outcome.reply.slice(0, 200)}`);
  if (outcomes.every((outcome) => outcome.status === 401 || outcome.status === 403)) {
    failures.push(`${path}: every request was refused at the door (${outcomes[0]?.status})`);
  }
  return failures;
}

/** A logout among the routes ends the session; the next route starts signed in again. */
async function stayingSignedIn(): Promise<void> {
  if ((await admin.request('GET', '/api/auth/user')).status === 401) admin = await signInAs(t, 'admin');
}

/** Concrete paths of a route: `:resource` becomes every console resource, any other parameter 1. */
function concretePaths(route: AppRoute): Array<{ path: string; resource?: AdminResourceSchema }> {
  if (!route.path.includes(':resource')) return [{ path: route.path.replace(/:\w+/g, '1') }];
  return resources.map((resource) => ({
    path: route.path.replace(':resource', resource.name).replace(/:\w+/g, '1'),
    resource,
  }));
}

/** The fields a route names in its 400 replies, following lists and objects into their fields. */
async function discoverFields(method: string, path: string): Promise<string[]> {
  const found = new Set<string>();
  const namedIn = async (body: Record<string, unknown>) => {
    const { reply } = await send(method, path, json('probe', body));
    return fieldsNamedIn(reply);
  };
  let frontier = await namedIn({});
  for (let depth = 1; depth <= DISCOVERY_DEPTH && frontier.length; depth++) {
    frontier = frontier.filter((field) => !found.has(field));
    frontier.forEach((field) => found.add(field));
    const deeper: string[] = [];
    for (const field of frontier) {
      for (const probe of [[{}], {}]) {
        const named = await namedIn(bodyWith(field, probe));
        deeper.push(...named.filter((name) => name.startsWith(`${field}.`)));
      }
    }
    frontier = deeper;
  }
  return [...found];
}

describe('no input makes the API answer 5xx', () => {
  it('covers every console resource the app serves', () => {
    expect(resources.map((resource) => resource.name).sort()).toEqual([...ADMIN_RESOURCE_NAMES].sort());
  });

  it('answers every POST, PUT and PATCH route below 500, whatever the body', async () => {
    const routes = appRoutes(t.app).filter((route) => BODY_METHODS.has(route.method));
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain('POST /api/restaurant/orders');
    // Every field any route or table is known to have, all set to one wrong value at once.
    const everyField = new Set(resources.flatMap((resource) => resource.fields.map((field) => field.name)));
    const failures: string[] = [];
    for (const route of routes) {
      for (const { path, resource } of concretePaths(route)) {
        await stayingSignedIn();
        // A console table's fields are in its schema. Only a create into a writable table reads
        // them one by one (the rest is refused at the door, ids and timestamps are ignored); an
        // update runs the same column checks, so it gets the whole-body cases only.
        const fields = resource
          ? route.method === 'POST' && resource.canWrite
            ? resource.fields.filter((field) => !field.readOnly).map((field) => field.name)
            : []
          : await discoverFields(route.method, path);
        fields.forEach((field) => everyField.add(field));
        const bodies = [
          ...malformedBodies(t.config.BODY_LIMIT_BYTES),
          ...fields.flatMap((field) =>
            wrongValues().map((value) =>
              json(`${field}: ${JSON.stringify(value)?.slice(0, 40)}`, bodyWith(field, value)),
            ),
          ),
          ...wrongValues().map((value) =>
            json(
              `every field: ${JSON.stringify(value)?.slice(0, 40)}`,
              Object.fromEntries([...everyField].map((field) => [field, value])),
            ),
          ),
        ];
        const outcomes = await sendAll(bodies.map((body) => () => send(route.method, path, body)));
        failures.push(...failuresIn(`${route.method} ${path}`, outcomes));
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers 400 to every list query a console list cannot honour, and 200 to odd ones it can', async () => {
    await stayingSignedIn();
    const failures: string[] = [];
    for (const resource of resources) {
      const path = `/api/admin/${resource.name}`;
      const fields = resource.fields.map((field) => field.name);
      // A form may have inputs that are no column (a staff account's password): not for lists.
      const sortable = await Promise.all(
        fields.map(
          async (field) => (await send('GET', `${path}?${queryString({ sort: `["${field}","ASC"]` })}`)).status,
        ),
      );
      const columns = fields.filter((_, index) => sortable[index] === 200);
      const list = (expected: number) => (query: ListQuery) => async () => ({
        ...(await send('GET', `${path}?${queryString(query)}`)),
        expected,
      });
      const outcomes = await sendAll([
        ...unhonourableListQueries(fields).map(list(400)),
        ...oddButHonourableListQueries(columns).map(list(200)),
      ]);
      failures.push(...failuresIn(`GET ${path}`, outcomes));
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/** The fields of a 400 reply's `errors`; none when the reply is not one (HTML, 204, 201). */
function fieldsNamedIn(reply: string): string[] {
  try {
    const { errors } = JSON.parse(reply) as { errors?: Array<{ field?: unknown }> };
    return (errors ?? []).flatMap((error) => (typeof error.field === 'string' && error.field ? [error.field] : []));
  } catch {
    return [];
  }
}

function queryString(query: ListQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  return search.toString();
}
