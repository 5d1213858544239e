import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { serviceWorkerPlugin } from './pwa/service-worker-plugin';

/** The site's card remote (site/federation/): its name there, and where the site serves it. */
const SITE_REMOTE = 'lakeside_site';
const DEFAULT_SITE_URL = 'http://localhost:4321';

/** The staff console: a static single-page app, deployed on its own origin. */
export default defineConfig(({ mode }) => {
  const siteUrl = (
    loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_').VITE_SITE_URL || DEFAULT_SITE_URL
  ).replace(/\/+$/, '');
  return {
    plugins: [
      react(),
      // Host of the site's guest cards, loaded at run time for the edit screens' previews
      // (src/preview/). React is shared as a singleton: the cards render with our React.
      federation({
        name: 'lakeside_console',
        remotes: {
          [SITE_REMOTE]: {
            type: 'module',
            name: SITE_REMOTE,
            entry: `${siteUrl}/federation/remoteEntry.js`,
            entryGlobalName: SITE_REMOTE,
            shareScope: 'default',
          },
        },
        shared: {
          react: { singleton: true, requiredVersion: '^19.0.0' },
          'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
        },
        // Use the React already loaded (ours) instead of first fetching every remote's entry
        // to compare versions: nothing is asked of the site until a preview is on screen,
        // and a site that is down costs the other screens nothing.
        shareStrategy: 'loaded-first',
        disableSnapshot: true,
        dts: false,
      }),
      // The POS and kitchen display open offline after one visit (pwa/, src/offline/).
      serviceWorkerPlugin(fileURLToPath(new URL('./public', import.meta.url))),
    ],
    // Absolute, so deep links (/bookings/12) load their assets from the root.
    base: '/',
    server: { port: 4300, strictPort: true },
    preview: { port: 4300, strictPort: true },
    build: {
      rolldownOptions: {
        output: {
          // Screens are chunks of their own (src/routes/lazyScreen.tsx) and the libraries
          // follow them: no group gathers a whole library (all of MUI, all of react-admin)
          // into a chunk the sign-in page would then download. Only React, needed first
          // everywhere and shared with the site's cards, stays a chunk of its own that is
          // cached across releases.
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 }],
          },
        },
      },
    },
  };
});
