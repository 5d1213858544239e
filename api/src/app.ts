import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { MAX_RECEIPT_BYTES } from '@lakeside/contracts';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/config.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { loggerOptions } from './common/logging/logger-options.js';
import { OneLinePerRequest } from './common/logging/request-log.js';
import { PinoNestLogger } from './common/logging/pino-nest-logger.js';
import { registerSecurityHeaders } from './common/security/security-headers.js';
import { trustedProxies } from './common/security/trusted-proxies.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';

/** Builds the whole HTTP application on an open data source; main.ts and the e2e tests share it. */
export async function createApp(config: AppConfig, dataSource: DataSource): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only the site's proxy (and our load balancer) may name the client in X-Forwarded-For;
    // anyone else could pick a fresh address for every request and walk past the rate limits.
    trustProxy: trustedProxies(config.TRUST_PROXY, config.TRUST_PROXY_HOPS),
    logController: new OneLinePerRequest(),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, dataSource), adapter, {
    bufferLogs: true,
    // Keeps each JSON body's bytes as request.rawBody: a webhook signature (Recurrente's, via
    // Svix) is checked over the exact bytes sent, which re-serialising the parsed body would not give.
    rawBody: true,
  });
  app.useLogger(new PinoNestLogger(app.getHttpAdapter().getInstance().log));
  registerSecurityHeaders(app.getHttpAdapter().getInstance());
  await app.register(fastifyCookie);
  // Receipt photos are the only uploads: one file; one byte over the limit is enough for
  // ReceiptStorage to tell an oversized file from one that is exactly at the limit.
  await app.register(fastifyMultipart, { limits: { files: 1, fileSize: MAX_RECEIPT_BYTES + 1, fields: 10 } });
  // Only the staff console calls the API cross-origin (the site proxies same-origin), with the
  // session cookie, and react-admin reads the list total from Content-Range. The methods are
  // listed because @fastify/cors allows only GET, HEAD and POST by default: the console also
  // edits (PUT), deletes (DELETE) and moves kitchen tickets (PATCH).
  app.enableCors({
    origin: [config.CONSOLE_ORIGIN],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Content-Range'],
  });
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  await app.init();
  return app;
}
