// @ts-check
/**
 * Installs ./entry.mjs (Astro's standalone handler behind compression and the security
 * headers of ./security-headers.mjs) as the built server's entry.mjs. Astro writes its own
 * entry as `astro-app.mjs` (see `build.serverEntry` in astro.config.mjs); after the build this
 * copies our server beside it, in whatever output directory the build used (dist/, or the
 * bench's .bench-dist/).
 */
import fs from 'node:fs/promises';

/** Astro's entry, renamed so ours can take the name every start command uses. */
export const ASTRO_SERVER_ENTRY = 'astro-app.mjs';

/** Our server and the modules it imports, copied unbundled beside Astro's entry. */
const SERVER_FILES = ['entry.mjs', 'security-headers.mjs'];

/** @returns {import('astro').AstroIntegration} */
export function compressedNodeServer() {
  /** @type {URL | undefined} */
  let serverDir;
  return {
    name: 'lakeside:compressed-node-server',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': async ({ logger }) => {
        if (!serverDir) throw new Error('the build finished before its configuration was known');
        for (const file of SERVER_FILES) {
          await fs.copyFile(new URL(`./${file}`, import.meta.url), new URL(file, serverDir));
        }
        logger.info('server entry: compression in front of the standalone handler');
      },
    },
  };
}
