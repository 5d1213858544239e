/** Serves the built console (`dist/`) with Vite's preview server on a free port. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';

const consoleRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ConsoleServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltConsole(): Promise<ConsoleServer> {
  if (!existsSync(`${consoleRoot}dist/index.html`)) {
    throw new Error('console/dist is missing: run `npm run build -w @lakeside/console`');
  }
  const server: PreviewServer = await preview({
    root: consoleRoot,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its URL');
  return { url: url.replace(/\/$/, ''), stop: () => server.close() };
}
