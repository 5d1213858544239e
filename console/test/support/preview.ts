/** Serves a built console with Vite's preview server on a free port, forwarding /api to an API. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';

const consoleRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ConsoleServer {
  url: string;
  stop(): Promise<void>;
}

export interface ConsoleServerOptions {
  /** The built console (default: console/dist). */
  outDir?: string;
  /** Where `/api/*` goes, for a build made with an empty VITE_API_URL. */
  apiUrl?: string;
}

export async function startBuiltConsole({
  outDir = `${consoleRoot}dist`,
  apiUrl,
}: ConsoleServerOptions = {}): Promise<ConsoleServer> {
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(`${outDir}/index.html is missing: build the console first`);
  }
  const server: PreviewServer = await preview({
    root: consoleRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: true,
      open: false,
      // The browser's Origin header is passed on untouched, so the API's Origin check runs.
      proxy: apiUrl ? { '/api': { target: apiUrl } } : undefined,
    },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its URL');
  return { url: url.replace(/\/$/, ''), stop: () => server.close() };
}
