import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { CommonError } from '../common/errors/app-error.js';
import type { FastifyReply } from 'fastify';
import { DOCS_ASSETS, DOCS_CONTENT_SECURITY_POLICY, DOCS_PAGE } from './docs-page.js';
import type { OpenApiDocument } from './openapi-document.js';
import { OpenApiService } from './openapi.service.js';

/** The API describing itself: the OpenAPI document and a page to read it. */
@Controller('api')
export class OpenApiController {
  constructor(private readonly openApi: OpenApiService) {}

  @Get('openapi.json')
  document(): OpenApiDocument {
    return this.openApi.get();
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY)
  page(): string {
    return DOCS_PAGE;
  }

  @Get('docs/:asset')
  asset(@Param('asset') name: string, @Res({ passthrough: true }) reply: FastifyReply): string | Buffer {
    const asset = Object.hasOwn(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined;
    if (!asset) throw new CommonError('common.notFound');
    void reply.header('content-type', asset.type).header('cache-control', 'public, max-age=3600');
    return asset.body();
  }
}
