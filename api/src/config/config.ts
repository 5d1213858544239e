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
  /**
   * Proxies whose X-Forwarded-For names the real client (for rate limits): 'loopback' (the site
   * on the same machine), addresses/CIDRs or proxy-addr names, comma-separated; 'none' trusts none.
   */
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('loopback')
    .transform((value) => (value === 'none' ? false : value.split(',').map((item) => item.trim()))),
  /**
   * Proxies in front of the API that each append one X-Forwarded-For entry: 1 for the site
   * alone, 2 for the site behind a load balancer. Only that many entries, from the right, are
   * read, and only when the connection comes from a TRUST_PROXY address; the rest of the header
   * is whatever the browser sent.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Public form posts (bookings, contact, sign-ups) allowed per client address per minute on each endpoint; more get 429. */
  PUBLIC_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(20),

  /** How often the review-request job looks for finished stays (the mail goes out within this of check-out). */
  REVIEW_REQUEST_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(15 * 60_000),

  /** How often each API instance checks whether another one changed a cached table (server databases only). */
  CACHE_SYNC_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(500),

  /** smtp://user:pass@host:587 or smtps://…; unset writes mail to OUTBOX_DIR as .eml and reports emailSent false. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every guest e-mail. */
  MAIL_FROM: z.string().min(3).default('Lakeside Retreat <reservations@lakeside.example>'),
  /** The retreat's inbox: contact messages and booking notices go here. */
  CONTACT_INBOX: z.email().default('hello@lakeside.example'),
  /** Who gets the daily low-stock mail; the retreat's inbox (CONTACT_INBOX) when unset. */
  KITCHEN_MANAGER_EMAIL: z.email().optional(),
  /** Where unsent mail is kept when SMTP_URL is unset (development, offline). */
  OUTBOX_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'data', 'outbox')),

  /** Where uploaded expense receipts are kept (outside the web root; served to staff only). */
  RECEIPTS_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'data', 'receipts')),
  /** Where room photos and their AVIF/WebP sizes are kept; the API serves them to guests at immutable URLs. */
  ROOM_PHOTOS_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'data', 'room-photos')),

  /** PayPal REST credentials; without both, a clearly labelled simulated provider takes payments. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** https://api-m.sandbox.paypal.com (default) or https://api-m.paypal.com for live payments. */
  PAYPAL_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api-m.sandbox.paypal.com'),
  /**
   * Recurrente API keys (Settings → Developers and API); with both set, guests may pay by card
   * through Recurrente's hosted checkout, beside PayPal when that is configured too.
   */
  RECURRENTE_PUBLIC_KEY: z.string().min(1).optional(),
  RECURRENTE_SECRET_KEY: z.string().min(1).optional(),
  /** Recurrente's API origin; its paths start with /api. */
  RECURRENTE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://app.recurrente.com'),
  /** The webhook endpoint's Svix signing secret (whsec_…); unset, POST /api/payments/recurrente/webhook answers 404. */
  RECURRENTE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Minutes a room hold waits for its payment before its nights are freed. */
  ROOM_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** Minutes event seats or a sauna slot stay held while the guest pays online before they are freed. */
  SESSION_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /**
   * true (default): event tickets and sauna sessions may also be booked now and paid at the
   * retreat; false: only paid online (the site offers "Pay now" alone, and the API refuses the rest).
   */
  SESSIONS_PAY_AT_RETREAT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),

  /** Minutes between two syncs of other channels' calendar feeds (once across API instances). */
  CHANNEL_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Give up on a channel's feed after this long (a hung channel must not hold the sync). */
  CHANNEL_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** A channel's feed larger than this is refused (a year of nights is a few kilobytes). */
  CHANNEL_FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),

  /** Instagram Graph API token for the gallery; unset means the gallery is empty. */
  INSTAGRAM_ACCESS_TOKEN: z.string().min(1).optional(),
  INSTAGRAM_API_BASE: z.url({ protocol: /^https?$/ }).default('https://graph.instagram.com'),
  /** Give up on Instagram after this long: the gallery must never be slow because Instagram is. */
  INSTAGRAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(2500),
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
