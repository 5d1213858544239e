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
