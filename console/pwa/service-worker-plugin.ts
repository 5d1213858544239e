/**
 * Emits /sw.js with the build's own file list, so the service worker precaches exactly the
 * files of this release (every chunk, including the POS's and the kitchen's lazy ones) and a
 * new release replaces the old cache. A small plugin rather than vite-plugin-pwa/workbox: the
 * worker needs only a precache and an offline route to index.html, and the module-federation
 * build emits its own runtime files, which this lists like any other.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const WORKER_SOURCE = new URL('./service-worker.js', import.meta.url);
export const SERVICE_WORKER_FILE = 'sw.js';

export function serviceWorkerPlugin(publicDir: string): Plugin {
  return {
    name: 'lakeside-service-worker',
    apply: 'build',
    // Last, after module federation has emitted its entry bootstrap into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const built = Object.keys(bundle).filter((file) => !file.endsWith('.map') && file !== SERVICE_WORKER_FILE);
        const copied = readdirSync(publicDir);
        const files = [
          '/index.html',
          ...[...built, ...copied].filter((file) => file !== 'index.html').map((f) => `/${f}`),
        ];
        const version = createHash('sha256').update(files.sort().join('\n')).digest('hex').slice(0, 12);
        const source = readFileSync(WORKER_SOURCE, 'utf8');
        this.emitFile({
          type: 'asset',
          fileName: SERVICE_WORKER_FILE,
          source: `const PRECACHE = ${JSON.stringify(files)};\nconst CACHE = 'lakeside-console-${version}';\n${source}`,
        });
      },
    },
  };
}
