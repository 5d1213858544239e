// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/**
 * The guest website. HTML is rendered on the server (standalone Node server in production);
 * React only hydrates islands. PORT and HOST are also read at run time by the built server
 * (`node dist/server/entry.mjs`), so one build serves anywhere.
 */
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
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
  },
});
