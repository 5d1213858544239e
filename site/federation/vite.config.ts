/**
 * The site's federated remote: the guest cards (room, event, menu item) built with plain
 * Vite and @module-federation/vite, beside Astro's build and out of it
 * (docs/decisions/0005-module-federation.md: federating inside Astro's own build needed
 * workarounds and still broke hydration). Output: site/dist/federation/, which the site serves at /federation/*
 * with CORS for the console (src/pages/federation/[...file].ts).
 *
 *   npm run build:federation -w @lakeside/site
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { cardStylesAsText } from './card-styles-plugin.ts';

/** The console's vite.config.ts names the remote the same (SITE_REMOTE). */
const REMOTE_NAME = 'lakeside_site';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Chunks are found from the module that imports them (import.meta.url), so the remote
  // works from whatever origin serves the site, and never from the host page's origin.
  base: './',
  publicDir: false,
  logLevel: 'warn',
  plugins: [
    cardStylesAsText(),
    react(),
    federation({
      name: REMOTE_NAME,
      filename: 'remoteEntry.js',
      exposes: {
        './RoomCard': './exposes/RoomCard.tsx',
        './EventCard': './exposes/EventCard.tsx',
        './MenuItemCard': './exposes/MenuItemCard.tsx',
      },
      // One React on the page: the host's. Hooks and portals break with two copies.
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
      },
      dts: false,
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('../dist/federation', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // No page of its own: the plugin adds remoteEntry.js as the one entry.
      input: {},
      onLog(level, log, handler) {
        // The site's dictionary reaches one string constant of the server-only API proxy;
        // its node:http imports are shaken out of the remote, so the warning is noise.
        if (log.plugin === 'rolldown:vite-resolve' && log.message.includes('src/lib/api-proxy.ts')) return;
        // Rolldown's "slowest plugins" hint fires on a busy 2-core machine and says nothing new.
        if (log.code === 'PLUGIN_TIMINGS') return;
        handler(level, log);
      },
      treeshake: {
        // As in astro.config.mjs: the contracts are side-effect free, so a card that uses
        // one helper does not carry every schema of the product.
        moduleSideEffects: [{ test: /[\\/]libs[\\/]contracts[\\/]dist[\\/]/, sideEffects: false }],
      },
    },
  },
});
