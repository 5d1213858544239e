/**
 * The API's configuration: read from the environment once at boot, validated, and frozen.
 * A bad value stops the boot with a message that names the variable.
 */
import { z } from 'zod';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root: this file sits at api/{src,dist}/config/. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce.number().int().min(0).max(65535);
const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

const envSchema = z.object({
  /** development | production | test. Production turns on Secure cookies and JSON logs. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** TCP port the API listens on (0 picks a free one; tests use that). */
  PORT: port.default(3000),
  /** Interface to bind: 0.0.0.0 in containers, 127.0.0.1 to keep it local. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** mysql://user:pass@host:3306/db for MySQL 8, mariadb://… for MariaDB; unset means the embedded SQLite file. */
  DATABASE_URL: z
    .url({
      protocol: /^(mysql|mariadb)$/,
      error: 'must be a mysql:// or mariadb:// URL such as mysql://root@127.0.0.1:3306/lakeside',
    })
    .optional(),
  /** Where the embedded SQLite database lives when DATABASE_URL is unset. */
  SQLITE_PATH: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'data', 'lakeside.sqlite')),
  /** Connections kept open to MySQL; the 2-core hosts do best with about 10. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** trace | debug | info | warn | error | fatal | silent — request logs are at info. */
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  /** The guest website's public origin (links in e-mails, CORS for its islands). */
  SITE_ORIGIN: origin.default('http://localhost:4321'),
  /** The staff console's origin: the only one allowed to make credentialed cross-origin calls. */
  CONSOLE_ORIGIN: origin.default('http://localhost:4300'),
  /** Largest request body accepted, in bytes; bigger ones get 413. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024),
});

export type AppConfig = Readonly<z.infer<typeof envSchema>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const withoutBlanks = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(withoutBlanks);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return Object.freeze(result.data);
}
