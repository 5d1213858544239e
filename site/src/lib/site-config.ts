/**
 * The guest site's settings: read from the environment once per process and checked, so a
 * deployment with a mistyped variable is told which one, by name, at its first request,
 * instead of a page quietly losing a link. Nothing here is baked into the build: one build
 * serves any deployment. Free of Node imports, as the islands' loaders reach modules that
 * read it (only on the server).
 *
 * | variable                   | default                  | meaning                                              |
 * | -------------------------- | ------------------------ | ---------------------------------------------------- |
 * | `API_URL`                  | http://127.0.0.1:3000    | where the site's server reaches the API              |
 * | `SITE_ORIGIN`              | the request's origin     | public origin for canonical, Open Graph and sitemaps |
 * | `CONSOLE_URL`              | http://localhost:4300    | the staff console (redirects, federation's CORS)     |
 * | `CONTACT_INBOX`            | hello@lakeside.example   | the public e-mail address (the API mails to it too)  |
 * | `RETREAT_WHATSAPP_NUMBER`  | unset: no WhatsApp link  | WhatsApp Business number with country code           |
 * | `RETREAT_INSTAGRAM_HANDLE` | unset: no Instagram link | the photo account, with or without '@'               |
 * | `HOME_FILM_URL`            | unset: the film's poster | the home carousel's film: an http(s) URL or a /path  |
 * | `NODE_ENV`                 | development              | production makes the site's cookies Secure           |
 */

export interface RetreatContact {
  /** Digits only with country code (Guatemala 502), as wa.me expects; null when not configured. */
  whatsAppNumber: string | null;
  /** Without the '@'; null when not configured. */
  instagramHandle: string | null;
  email: string;
}

export interface SiteConfig {
  /** Without a trailing slash. */
  apiUrl: string;
  /** Without a trailing slash; null: each request's own origin is right. */
  siteOrigin: string | null;
  /** Without a trailing slash. */
  consoleUrl: string;
  contact: RetreatContact;
  /** An absolute http(s) URL or a path on this site; null: no film yet. */
  homeFilmUrl: string | null;
  production: boolean;
}

/** The API's CONTACT_INBOX default: a reserved domain, so it can never reach a stranger. */
export const DEFAULT_CONTACT_EMAIL = 'hello@lakeside.example';

/** ITU E.164: at most 15 digits; 8 is the shortest national number with its country code. */
const PHONE_DIGITS = /^\d{8,15}$/;
/** Instagram's own rule: letters, digits, '.' and '_', at most 30. */
const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The site's configuration is not valid:\n  ${problems.join('\n  ')}`);
    this.name = 'SiteConfigError';
  }
}

/** The settings in `env`; throws SiteConfigError naming every variable that is set but wrong. */
export function readSiteConfig(env: NodeJS.ProcessEnv): SiteConfig {
  const problems: string[] = [];
  /** A set variable through `parse`; unset or blank gives `fallback`, a value `parse` refuses a problem. */
  function read<T>(name: string, parse: (value: string) => T | null, rule: string, fallback: T): T {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const parsed = parse(value);
    if (parsed === null) problems.push(`${name}=${JSON.stringify(value)}: ${rule}`);
    return parsed ?? fallback;
  }

  const config: SiteConfig = {
    apiUrl: read('API_URL', httpUrl, 'an http(s) URL', 'http://127.0.0.1:3000'),
    siteOrigin: read('SITE_ORIGIN', httpOrigin, 'an http(s) origin, e.g. https://lakeside.example', null),
    consoleUrl: read('CONSOLE_URL', httpUrl, 'an http(s) URL', 'http://localhost:4300'),
    contact: {
      whatsAppNumber: read(
        'RETREAT_WHATSAPP_NUMBER',
        (value) => matching(value.replace(/[\s()+-]/g, ''), PHONE_DIGITS),
        'a phone number with its country code, e.g. +502 5555 1234',
        null,
      ),
      instagramHandle: read(
        'RETREAT_INSTAGRAM_HANDLE',
        (value) => matching(value.replace(/^@/, ''), INSTAGRAM_HANDLE),
        'an Instagram handle such as lakeside.atitlan',
        null,
      ),
      email: read('CONTACT_INBOX', (value) => matching(value, EMAIL), 'an e-mail address', DEFAULT_CONTACT_EMAIL),
    },
    homeFilmUrl: read('HOME_FILM_URL', filmUrl, 'an http(s) URL or a path on this site such as /media/film.mp4', null),
    production: env.NODE_ENV === 'production',
  };
  if (problems.length) throw new SiteConfigError(problems);
  return config;
}

let loaded: SiteConfig | undefined;

/** This process's settings, read at first use. */
export function siteConfig(): SiteConfig {
  loaded ??= readSiteConfig(process.env);
  return loaded;
}

function matching(value: string, pattern: RegExp): string | null {
  return pattern.test(value) ? value : null;
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

function httpOrigin(value: string): string | null {
  const url = httpUrl(value);
  return url && new URL(url).origin === url ? url : null;
}

/** A path on this site, or an absolute http(s) URL; never protocol-relative or another scheme. */
function filmUrl(value: string): string | null {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return httpUrl(value) && new URL(value).href;
}
