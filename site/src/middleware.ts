import { defineMiddleware } from 'astro:middleware';
import { isProxiedPath, proxyToApi } from './lib/api-proxy';
import { crossSiteForbidden, isCrossSiteFormPost } from './lib/origin-check';

/**
 * `/api/*` and `/paypal/*` belong to the API: no page matches them, so Astro hands them to
 * the 404 route, and this middleware answers before that page renders.
 */
export const onRequest = defineMiddleware((context, next) => {
  if (isProxiedPath(context.url.pathname)) {
    return proxyToApi(context.request, { clientAddress: safeClientAddress(context) });
  }
  if (!context.isPrerendered && isCrossSiteFormPost(context.request, context.url)) {
    return crossSiteForbidden(context.request);
  }
  return next();
});

/** `clientAddress` throws where the adapter cannot tell (e.g. prerendering). */
function safeClientAddress(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}
