/**
 * Every HTTP route the running app mapped, read from its controllers' Nest metadata, so a test
 * that must cover "every route" covers the next controller too without anyone listing it.
 */
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';

export interface AppRoute {
  method: string;
  /** As declared, with its parameters: `/api/admin/:resource`. */
  path: string;
}

export function appRoutes(app: INestApplication): AppRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes: AppRoute[] = [];
  for (const { metatype } of discovery.getControllers()) {
    if (typeof metatype !== 'function') continue;
    const prefixes = paths(Reflect.getMetadata(PATH_METADATA, metatype));
    const prototype = metatype.prototype as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      for (const prefix of prefixes) {
        for (const path of paths(Reflect.getMetadata(PATH_METADATA, handler))) {
          routes.push({ method: RequestMethod[method], path: join(prefix, path) });
        }
      }
    }
  }
  return routes;
}

function paths(declared: unknown): string[] {
  if (Array.isArray(declared)) return declared.map(String);
  return [typeof declared === 'string' ? declared : ''];
}

function join(...parts: string[]): string {
  const segments = parts.flatMap((part) => part.split('/')).filter(Boolean);
  return `/${segments.join('/')}`;
}
