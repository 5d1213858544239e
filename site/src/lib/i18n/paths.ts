/** Mapping between a page's language-neutral path ('/contact') and its URL in each language. */
import type { Lang } from './languages';

const SPANISH_PREFIX = '/es';

/** '/contact' → '/contact' (en) or '/es/contact' (es); the home page is '/' and '/es/'. */
export function localizedPath(path: string, lang: Lang): string {
  const neutral = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'en') return neutral;
  return neutral === '/' ? `${SPANISH_PREFIX}/` : `${SPANISH_PREFIX}${neutral}`;
}

/** '/es/contact' → { lang: 'es', path: '/contact' }; '/es' and '/es/' → { lang: 'es', path: '/' }. */
export function splitLanguagePrefix(pathname: string): { lang: Lang; path: string } {
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) {
    return { lang: 'es', path: pathname.slice(SPANISH_PREFIX.length) || '/' };
  }
  return { lang: 'en', path: pathname || '/' };
}

/** Drops a trailing slash except on the root, so '/contact/' and '/contact' compare equal. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
