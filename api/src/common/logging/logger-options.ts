import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../../config/config.js';

/**
 * Request logs: one pino line per request completed (method, url, status, time, request id).
 * Pretty-printed in development for `npm start`, JSON elsewhere for log collectors.
 */
export function loggerOptions(config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(config.NODE_ENV === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,method,url,status' },
          },
        }
      : {}),
  };
}
