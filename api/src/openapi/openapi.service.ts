import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { createRequire } from 'node:module';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

/** The document, built once from the controllers Nest loaded (they do not change while it runs). */
@Injectable()
export class OpenApiService {
  private document: OpenApiDocument | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  get(): OpenApiDocument {
    this.document ??= buildOpenApiDocument(
      this.discovery.getControllers().flatMap((wrapper) => (wrapper.metatype ? [wrapper.metatype as never] : [])),
      version,
    );
    return this.document;
  }
}
