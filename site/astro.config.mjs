// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { ASTRO_SERVER_ENTRY, compressedNodeServer } from './node-server/integration.mjs';

/**
 * The guest website. HTML is rendered on the server (standalone Node server in production);
 * React only hydrates islands. PORT and HOST are also read at run time by the built server
 * (`node dist/server/entry.mjs`), so one build serves anywhere. That entry is ours
 * (node-server/entry.mjs): Astro's standalone handler behind brotli/gzip compression.
 */
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), compressedNodeServer(), deferredDirective()],
  vite: {
    build: {
      rolldownOptions: {
        treeshake: {
          // @lakeside/contracts is plain constants and zod schemas, free of side effects, but
          // does not say so in its package.json: without this rule a form that uses one
          // schema would ship every schema of the product to the browser.
          moduleSideEffects: [{ test: /[\\/]libs[\\/]contracts[\\/]dist[\\/]/, sideEffects: false }],
        },
      },
    },
  },
  build: {
    // node-server/integration.mjs puts the compressing server at dist/server/entry.mjs.
    serverEntry: ASTRO_SERVER_ENTRY,
    // Each page carries its own CSS: one request fewer before the first paint on a slow phone.
    inlineStylesheets: 'always',
  },
  server: {
    port: Number(process.env.PORT ?? 4321),
    // HOST=0.0.0.0 in containers; localhost by default so dev never listens on the LAN.
    host: process.env.HOST ?? 'localhost',
  },
  security: {
    // Astro's own cross-site form check runs before any middleware and would reject
    // proxied /api/* POSTs (body-less, or behind a TLS proxy) before the API could judge
    // them. src/middleware.ts applies the same check to the site's own routes instead.
    checkOrigin: false,
    // Every page's Content-Security-Policy, sent as a header: Astro adds the sha256 of each
    // script and style it renders (island bootstrap, inlined CSS), so no inline code runs
    // unless it is ours. Pages add what only they load at run time (src/lib/page-csp.ts).
    csp: {
      directives: [
        "default-src 'none'",
        // Instagram's pictures come from its CDN, whose hosts change.
        "img-src 'self' https:",
        "media-src 'self'",
        "connect-src 'self'",
        // The guest forms post to their own page before hydration (src/lib/forms/).
        "form-action 'self'",
        "base-uri 'none'",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ],
      // Listed so that sources a page adds are added to these, not instead of them.
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'"] },
    },
  },
});

/** Registers `client:deferred` (src/directives/deferred.ts). */
function deferredDirective() {
  return {
    name: 'lakeside:client-deferred',
    hooks: {
      /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({
          name: 'deferred',
          entrypoint: fileURLToPath(new URL('./src/directives/deferred.ts', import.meta.url)),
        }),
    },
  };
}
