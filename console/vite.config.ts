import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The staff console: a static single-page app, deployed on its own origin. */
export default defineConfig({
  plugins: [react()],
  // Absolute, so deep links (/bookings/12) load their assets from the root.
  base: '/',
  server: { port: 4300, strictPort: true },
  preview: { port: 4300, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        // Libraries change far less often than our screens: separate chunks stay cached
        // across console releases, and none passes Vite's 500 kB warning.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
            { name: 'ra-ui', test: /node_modules[\\/](react-admin|ra-ui-materialui)[\\/]/, priority: 2 },
            {
              name: 'ra-core',
              test: /node_modules[\\/](ra-core|ra-i18n-polyglot|ra-language-english|ra-data-simple-rest|react-hook-form|@tanstack)[\\/]/,
              priority: 3,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
