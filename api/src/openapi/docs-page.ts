/**
 * /api/docs: Swagger UI (the swagger-ui-dist package, served from our own origin: the API's
 * network allows no CDN) reading /api/openapi.json. Its start-up script is a file of ours rather
 * than inline, so the page keeps a script policy of 'self' only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const swaggerUiFolder = join(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'), '..');

/** The docs page's own policy: the API's default ('none' for everything) would block the UI. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets style attributes on its elements as it renders.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lakeside API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** The page's files by name, with their types; anything else is not served. */
export const DOCS_ASSETS: Record<string, { type: string; body: () => string | Buffer }> = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    body: () => readFileSync(join(swaggerUiFolder, 'swagger-ui.css')),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    body: () => readFileSync(join(swaggerUiFolder, 'swagger-ui-bundle.js')),
  },
  'start.js': { type: 'text/javascript; charset=utf-8', body: () => START_SCRIPT },
};
