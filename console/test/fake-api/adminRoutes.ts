/** /api/admin/<resource>[/<id>]: the console's generic CRUD, with role checks. */
import {
  ADMIN_RESOURCES,
  canRead,
  canWrite,
  type AdminResourceName,
  errorMessage,
  errorBody,
} from '@lakeside/contracts';
import { isReferenced, listRows, validationErrors, type Row } from './adminCrud';
import { columnLabel, recordNameOf } from '@lakeside/contracts';
import { ADMIN_SCHEMA } from './fixtures';
import { readJson, reply } from './http';
import type { Context } from './server';

export async function handleAdminCrud({ api, request, response, url, staff }: Context): Promise<void> {
  const [, resource = '', id] = /^\/api\/admin\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname) ?? [];
  const schema = ADMIN_SCHEMA.find((candidate) => candidate.name === resource);
  if (!schema || !staff) return reply(response, 404, errorBody('common.notFound'));
  const name = resource as AdminResourceName;
  const method = request.method ?? 'GET';
  if (!canRead(staff.role, name)) return reply(response, 403, errorBody('common.forbidden'));
  if (method !== 'GET') {
    if (ADMIN_RESOURCES[name].write.length === 0) return reply(response, 405, errorBody('admin.readOnly'));
    if (!canWrite(staff.role, name)) return reply(response, 403, errorBody('common.forbidden'));
  }

  const rows = (api.tables[resource] ??= []);
  if (method === 'GET' && id === 'export.csv') {
    // Every matching row, headed as the API heads them (its cells: see the API's own e2e test).
    const all = new URLSearchParams(url.searchParams);
    all.set('range', JSON.stringify([0, Number.MAX_SAFE_INTEGER]));
    const { rows: matching } = listRows(rows, schema, all);
    const header = schema.fields.map((field) => columnLabel(field.name));
    const lines = [header, ...matching.map((row) => schema.fields.map((field) => row[field.name]))];
    response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
    return void response.end(lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n');
  }
  const index = id === undefined ? -1 : rows.findIndex((row) => String(row.id) === id);
  if (id !== undefined && index < 0) return reply(response, 404, errorBody('common.notFound'));

  if (method === 'GET' && id === undefined) {
    const { rows: page, contentRange } = listRows(rows, schema, url.searchParams);
    return reply(response, 200, page, {
      'Content-Range': contentRange,
      'Access-Control-Expose-Headers': 'Content-Range',
    });
  }
  if (method === 'GET') return reply(response, 200, rows[index]);
  if (method === 'DELETE') {
    if (isReferenced(api.tables, ADMIN_SCHEMA, resource, id ?? '')) {
      return reply(response, 409, errorBody('admin.inUse'));
    }
    const [removed] = rows.splice(index, 1);
    return reply(response, 200, removed);
  }

  const body = await readJson(request);
  const now = new Date().toISOString();
  const row: Row =
    method === 'PUT'
      ? { ...rows[index], ...body, id: rows[index]!.id, updatedAt: now }
      : {
          ...body,
          id: Math.max(0, ...rows.map((existing) => Number(existing.id) || 0)) + 1,
          createdAt: now,
          updatedAt: now,
        };
  const errors = validationErrors(schema, row);
  if (errors.length) return reply(response, 400, { message: errorMessage('common.validationFailed'), errors });
  if (method === 'PUT') rows[index] = row;
  else rows.push(row);
  return reply(response, method === 'PUT' ? 200 : 201, row);
}

/** A CSV cell, quoted when it must be. */
function csvCell(value: unknown): string {
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : (JSON.stringify(value) ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** GET /api/admin-names/<resource>?ids=[…]: names of rows a readable grid points at, as the API gives them. */
export function handleAdminNames({ api, response, url, staff }: Context): void {
  const resource = url.pathname.slice('/api/admin-names/'.length);
  const target = ADMIN_SCHEMA.find((schema) => schema.name === resource);
  if (!target || !staff) return reply(response, 404, errorBody('common.notFound'));
  const mayName = ADMIN_SCHEMA.some(
    (schema) =>
      canRead(staff.role, schema.name as AdminResourceName) &&
      (schema.name === resource || schema.fields.some((field) => field.reference === resource)),
  );
  if (!mayName) return reply(response, 403, errorBody('common.forbidden'));
  const ids = JSON.parse(url.searchParams.get('ids') ?? '[]') as (string | number)[];
  const nameOf = recordNameOf(target.fields.map((field) => field.name));
  const rows = api.tables[resource] ?? [];
  return reply(
    response,
    200,
    ids.flatMap((id) => {
      const row = rows.find((candidate) => String(candidate.id) === String(id));
      return row ? [{ id, name: nameOf(row) }] : [];
    }),
  );
}
