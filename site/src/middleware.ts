import { defineMiddleware, sequence } from 'astro:middleware';
import { isProxiedPath, proxyToApi } from './lib/api-proxy';
import { wantsPhoneLayout } from './lib/device';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_QUERY,
  isLang,
  splitLanguagePrefix,
  withoutTrailingSlash,
} from './lib/i18n';
import { crossSiteForbidden, isCrossSiteFormPost } from './lib/origin-check';
import { siteConfig } from './lib/site-config';
import { consoleRedirectFor } from './lib/staff-routes';

/**
 * `/api/*` and `/paypal/*` belong to the API: no page matches them, so Astro hands them to
 * the 404 route, and this middleware answers before that page renders.
 */
const forwardToApi = defineMiddleware((context, next) => {
  if (isProxiedPath(context.url.pathname)) {
    return proxyToApi(context.request, { clientAddress: safeClientAddress(context) });
  }
  return next();
});

const refuseCrossSiteForms = defineMiddleware((context, next) => {
  if (!context.isPrerendered && isCrossSiteFormPost(context.request, context.url)) {
    return crossSiteForbidden(context.request);
  }
  return next();
});

/**
 * The staff screens moved to the console; their old URLs point staff there
 * (docs/requirements/back-office.md#staff-console).
 */
const redirectStaffRoutes = defineMiddleware((context, next) => {
  const target = consoleRedirectFor(context.url.pathname);
  return target ? new Response(null, { status: 302, headers: { location: target } }) : next();
});

/** What every page needs to know about the request: language, neutral path, layout. */
const describePage = defineMiddleware(async (context, next) => {
  const { lang, path } = splitLanguagePrefix(context.url.pathname);
  context.locals.lang = lang;
  context.locals.path = withoutTrailingSlash(path);
  const userAgent = context.request.headers.get('user-agent');
  context.locals.phoneLayout = wantsPhoneLayout(context.url, userAgent);

  // The language switch links carry ?lang=xx: remember the choice for the next visit to `/`.
  const chosen = context.url.searchParams.get(LANGUAGE_QUERY);
  if (isLang(chosen)) {
    context.cookies.set(LANGUAGE_COOKIE, chosen, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: true,
      // Production is served over HTTPS only; a local http:// server would drop a Secure cookie.
      secure: siteConfig().production,
    });
  }

  const response = await next();
  // The markup depends on the user agent (phone layout), so caches must key on it.
  try {
    response.headers.append('vary', 'User-Agent');
  } catch {
    // A response with immutable headers (none of ours today) is served as it is.
  }
  return response;
});

export const onRequest = sequence(forwardToApi, refuseCrossSiteForms, redirectStaffRoutes, describePage);

/** `clientAddress` throws where the adapter cannot tell (e.g. prerendering). */
function safeClientAddress(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}
