// The servers the front-end bench measures: the built site's standalone Node server and the
// built console served the way console/nginx.conf serves it in production.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchDirs } from './build.mjs';

/** Throws when something already listens on the port, rather than measuring a stranger. */
export async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use; set another with the BENCH_* port variables`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Starts `node .bench-dist/server/entry.mjs` — packages resolve from site/ and the root as for dist/. */
export async function startBuiltSite({ port, env }) {
  const entry = path.join(benchDirs.site, 'server', 'entry.mjs');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run node bench/build.mjs first`);
  await assertPortFree(port);
  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(benchDirs.site),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => fetch(url).then((response) => response.ok));
  return { url, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill())) };
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** What console/nginx.conf gzips (gzip_types plus text/html, which nginx always includes). */
const compressible = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

/**
 * Serves the built console as nginx.conf does: gzip for text types when the browser accepts
 * it, a year's immutable cache on /assets/, and index.html for unknown paths.
 */
export async function startBuiltConsole({ port }) {
  const root = benchDirs.console;
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new Error(`${root} is missing: run node bench/build.mjs first`);
  await assertPortFree(port);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const candidate = path.join(root, path.normalize(pathname));
    const file =
      candidate.startsWith(root) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()
        ? candidate
        : path.join(root, 'index.html');
    const headers = { 'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream' };
    if (pathname.startsWith('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    const gzip =
      compressible.test(headers['Content-Type']) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    response.writeHead(200, headers);
    const body = fs.createReadStream(file);
    (gzip ? body.pipe(zlib.createGzip()) : body).pipe(response);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function waitFor(check) {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not answer within 30 s');
}
