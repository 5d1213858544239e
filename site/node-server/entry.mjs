// @ts-check
/**
 * The site's production server: Astro's standalone Node handler (static files from
 * dist/client with the immutable cache on /_astro/, then the SSR app and its middleware)
 * behind the `compression` middleware, so HTML, JS, CSS, SVG, JSON and XML leave brotli- or
 * gzip-compressed by the browser's Accept-Encoding. Astro's adapter has no hook to wrap its
 * standalone server, so the integration in ./integration.mjs renames Astro's entry to
 * astro-app.mjs and copies this file to dist/server/entry.mjs: `node dist/server/entry.mjs`
 * (npm start, the Dockerfile, the tests, the bench) keeps starting the site.
 *
 * This file runs from dist/server/, beside astro-app.mjs; it is not bundled.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import compression from 'compression';
import { securityHeaders } from './security-headers.mjs';

/**
 * Requests the site forwards to the API untouched (the prefixes of src/lib/api-proxy.ts):
 * the API chooses their encoding and security headers, and its text/event-stream must reach
 * the browser event by event, never held in a compressor's buffer.
 */
const PROXIED_PREFIXES = ['/api/', '/paypal/'];
const isProxied = (/** @type {http.IncomingMessage} */ request) =>
  PROXIED_PREFIXES.some((prefix) => request.url?.startsWith(prefix));

// Astro's entry starts its own server on import unless told not to.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
/** @type {{ handler: http.RequestListener, options: { host?: string | boolean, port?: number } }} */
const astro = await import(new URL('./astro-app.mjs', import.meta.url).href);

// compression's types name Express's request and response; it uses only Node's own API of them.
const compress =
  /** @type {(request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void} */ (
    /** @type {unknown} */ (
      compression({
        filter: (request, response) =>
          !isProxied(request) &&
          !String(response.getHeader('content-type') ?? '').startsWith('text/event-stream') &&
          compression.filter(request, response),
        // Flush after every write: Astro streams a page's head before its slow parts (API calls),
        // and the browser should start on the head as it does uncompressed. The cost is a few bytes
        // per write; static files are written in 64 KB reads.
        flush: zlib.constants.Z_SYNC_FLUSH,
        brotli: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
      })
    )
  );

const ownHeaders = Object.entries(securityHeaders());

/** @type {http.RequestListener} */
const listener = (request, response) => {
  // Static files never reach Astro's middleware, so the headers every response needs are set
  // here. Astro's own (a page's CSP) are written with the head and take precedence.
  if (!isProxied(request)) for (const [name, value] of ownHeaders) response.setHeader(name, value);
  compress(request, response, () => astro.handler(request, response));
};

const port = process.env.PORT ? Number(process.env.PORT) : (astro.options.port ?? 8080);
const host = process.env.HOST ?? hostOption(astro.options.host);
const secure = Boolean(process.env.SERVER_CERT_PATH && process.env.SERVER_KEY_PATH);
const server = secure
  ? https.createServer(
      {
        key: fs.readFileSync(String(process.env.SERVER_KEY_PATH)),
        cert: fs.readFileSync(String(process.env.SERVER_CERT_PATH)),
      },
      listener,
    )
  : http.createServer(listener);

server.listen(port, host, () => {
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // The tests and tools wait for this line (as Astro's standalone server prints it).
  console.log(`Server listening on ${secure ? 'https' : 'http'}://${shownHost}:${boundPort}`);
});

/** The adapter's `host` option: true means every interface, false or unset this machine. */
function hostOption(/** @type {string | boolean | undefined} */ option) {
  if (typeof option === 'string') return option;
  return option ? '0.0.0.0' : 'localhost';
}
