/**
 * Serves the built remote (site/dist/federation/, see vite.config.ts beside this file) at
 * /federation/*, from `astro dev` and from the built server alike. The standalone server's
 * own static files carry no CORS headers, and the console loads these modules from its own
 * origin: a cross-origin module import needs Access-Control-Allow-Origin.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '../src/lib/site-config';

const ENTRY = 'remoteEntry.js';
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

let remoteDir: string | undefined;

/**
 * Where the remote was built: `dist/federation/`, found by walking up from this module,
 * which runs from `src/…` under `astro dev` and from `dist/server/…` once built.
 */
function findRemoteDir(): string | undefined {
  if (remoteDir) return remoteDir;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [join(dir, 'federation'), join(dir, 'dist', 'federation')]) {
      if (existsSync(join(candidate, ENTRY))) return (remoteDir = candidate);
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * Only the console may load the cards; `CONSOLE_URL` is where staff redirects go too. The
 * site's other files are `same-origin` (node-server/security-headers.mjs); these are meant
 * for another origin.
 */
function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': new URL(siteConfig().consoleUrl).origin,
    vary: 'Origin',
    'cross-origin-resource-policy': 'cross-origin',
  };
}

function notFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { ...corsHeaders(), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The response to `GET /federation/<path>`. */
export async function remoteFileResponse(path: string, request: Request): Promise<Response> {
  const root = findRemoteDir();
  if (!root) return notFound('The card remote is not built: run `npm run build:federation -w @lakeside/site`.');
  const file = resolve(root, path);
  const inside = relative(root, file);
  const contentType = CONTENT_TYPES[extname(file)];
  if (!contentType || inside.startsWith('..') || inside.split(sep).some((part) => part.startsWith('.'))) {
    return notFound('Not found.');
  }
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return notFound('Not found.');

  const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
  const headers = {
    ...corsHeaders(),
    'content-type': contentType,
    etag,
    // remoteEntry.js keeps its name from release to release and names the hashed chunks of
    // its release: always revalidate it. The chunks never change under a name.
    'cache-control': inside === ENTRY ? 'no-cache' : 'public, max-age=31536000, immutable',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(await readFile(file), { status: 200, headers });
}
