/**
 * The API's OpenAPI 3.1 description, read from the running application itself: every
 * controller route Nest registered (path, method, success status, whether staff must be
 * signed in and in which roles), and for bodies and queries the zod schema of the pipe that
 * validates them (see common/validation/described-pipe.ts), converted by zod's own
 * JSON Schema output — JSON Schema 2020-12 is OpenAPI 3.1's schema dialect.
 */
import { RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { z } from 'zod';
import { STAFF_ROLES_KEY } from '../auth/staff-only.decorator.js';
import { REPLY_CONTRACT_KEY } from '../common/http/reply-contract.decorator.js';
import { isDescribedPipe } from '../common/validation/described-pipe.js';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OperationObject>>;
  components: Record<string, Record<string, unknown>>;
}

interface OperationObject {
  operationId: string;
  tags: string[];
  summary?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
  'x-staff-roles'?: string[];
}

/** One registered route, as Nest knows it. */
export interface ApiRoute {
  method: string;
  /** OpenAPI style: `/api/rooms/{id}`. */
  path: string;
  controller: Type;
  handlerName: string;
}

const METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.HEAD]: 'head',
  [RequestMethod.OPTIONS]: 'options',
};

/** The wire shape of every error reply (common/errors/all-exceptions.filter.ts). */
const ERROR_REPLY = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

/** Every route of the given controllers, in declaration order. */
export function apiRoutes(controllers: Type[]): ApiRoute[] {
  return controllers.flatMap((controller) => {
    const prefix = pathOf(Reflect.getMetadata(PATH_METADATA, controller));
    return handlerNames(controller).flatMap((handlerName) => {
      const handler = handlerOf(controller, handlerName);
      const method = handler && METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (!handler || !method || Reflect.getMetadata(PATH_METADATA, handler) === undefined) return [];
      const path = joinPath(prefix, pathOf(Reflect.getMetadata(PATH_METADATA, handler)));
      return [{ method, path, controller, handlerName }];
    });
  });
}

/** A route's reply contract, where it names one (@ReplyContract). */
export function replyContractOf(route: ApiRoute): z.ZodType | undefined {
  return Reflect.getMetadata(REPLY_CONTRACT_KEY, handlerOf(route.controller, route.handlerName)!) as
    z.ZodType | undefined;
}

/** Whether staff must be signed in for the route (@StaffOnly on it or its controller). */
export function isStaffRoute(route: ApiRoute): boolean {
  const handler = handlerOf(route.controller, route.handlerName)!;
  return (
    Reflect.getMetadata(STAFF_ROLES_KEY, handler) !== undefined ||
    Reflect.getMetadata(STAFF_ROLES_KEY, route.controller) !== undefined
  );
}

export function buildOpenApiDocument(controllers: Type[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of apiRoutes(controllers)) {
    (paths[route.path] ??= {})[route.method] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lakeside API',
      version,
      description:
        'Rooms, sauna, events, restaurant and back office of the Lakeside eco-retreat. Guest routes are public; ' +
        'staff routes need the session cookie from POST /api/auth/login and the roles named in x-staff-roles.',
    },
    paths,
    components: {
      schemas: { ErrorReply: ERROR_REPLY },
      securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: 'lakeside_sid' } },
    },
  };
}

function operationOf(route: ApiRoute): OperationObject {
  const handler = handlerOf(route.controller, route.handlerName)!;
  const status = String(Reflect.getMetadata(HTTP_CODE_METADATA, handler) ?? (route.method === 'post' ? 201 : 200));
  const roles = (Reflect.getMetadata(STAFF_ROLES_KEY, handler) ??
    Reflect.getMetadata(STAFF_ROLES_KEY, route.controller)) as string[] | undefined;
  const { body, query } = validatedParts(route);
  const reply = replyContractOf(route);
  const errorReply = {
    description: 'The request was refused; `errors` names the fields at fault.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
  };
  return {
    operationId: `${route.controller.name.replace(/Controller$/, '')}.${route.handlerName}`,
    tags: [route.path.split('/')[2] ?? route.path.split('/')[1] ?? 'api'],
    parameters: [...pathParameters(route.path), ...queryParameters(query)],
    ...(body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } },
    }),
    responses: {
      [status]: {
        description: 'Done.',
        ...(reply && { content: { 'application/json': { schema: jsonSchemaOf(reply, 'output') } } }),
      },
      ...(body || query ? { '400': errorReply } : {}),
      ...(roles ? { '401': errorReply, '403': errorReply } : {}),
      default: errorReply,
    },
    ...(roles && { security: [{ staffSession: [] }], 'x-staff-roles': roles }),
  };
}

/** The zod schemas that validate the route's body and query, where a pipe declares one. */
function validatedParts(route: ApiRoute): { body?: z.ZodType; query?: z.ZodType } {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ?? {}) as Record<
    string,
    { pipes?: unknown[]; data?: unknown }
  >;
  const parts: { body?: z.ZodType; query?: z.ZodType } = {};
  for (const [key, arg] of Object.entries(args)) {
    const type = Number(key.split(':')[0]) as RouteParamtypes;
    const schema = arg.pipes?.find(isDescribedPipe)?.describe();
    if (!schema || arg.data !== undefined) continue;
    if (type === RouteParamtypes.BODY) parts.body = schema;
    if (type === RouteParamtypes.QUERY) parts.query = schema;
  }
  return parts;
}

/** `io`: a request is described as a client sends it, a reply as the API writes it. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  // Refinements and transforms have no JSON Schema form; they stay unstated rather than
  // failing the document.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

function queryParameters(query: z.ZodType | undefined): unknown[] {
  if (!query) return [];
  const schema = jsonSchemaOf(query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function pathParameters(path: string): unknown[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

/** The method names of a controller and of the classes it extends: Nest routes inherited handlers too. */
function handlerNames(controller: Type): string[] {
  const names = new Set<string>();
  for (let proto: object | null = controller.prototype as object; proto && proto !== Object.prototype;) {
    for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return [...names];
}

function handlerOf(controller: Type, name: string): ((...args: unknown[]) => unknown) | undefined {
  if (name === 'constructor') return undefined;
  for (let proto: object | null = controller.prototype as object; proto && proto !== Object.prototype;) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor)
      return typeof descriptor.value === 'function' ? (descriptor.value as (...args: unknown[]) => unknown) : undefined;
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return undefined;
}

function pathOf(value: unknown): string {
  const path: unknown = Array.isArray(value) ? value[0] : value;
  return (typeof path === 'string' ? path : '').replace(/^\/+|\/+$/g, '');
}

/** `api/rooms` + `:id/cancel` → `/api/rooms/{id}/cancel`. */
function joinPath(prefix: string, path: string): string {
  const joined = `/${[prefix, path].filter(Boolean).join('/')}`;
  return joined.replace(/:(\w+)/g, '{$1}');
}
