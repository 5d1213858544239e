/**
 * The real guest site, built (site/dist: the Astro server and its card remote), started on
 * the origin the test build of the console loads the cards from (buildForTests.ts). Only
 * /federation/* is asked of it, so it needs no API behind it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const siteRoot = fileURLToPath(new URL('../../../site/', import.meta.url));

export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the built site at `url` (http://127.0.0.1:<port>), allowing `consoleOrigin` by CORS. */
export async function startBuiltSite(url: string, consoleOrigin: string): Promise<SiteServer> {
  for (const built of ['dist/server/entry.mjs', 'dist/federation/remoteEntry.js']) {
    if (!existsSync(`${siteRoot}${built}`)) {
      throw new Error(`site/${built} is missing: run \`npm run build -w @lakeside/site\` first`);
    }
  }
  const { hostname, port } = new URL(url);
  // Vitest's own variables would leak into the site (NODE_ENV=test); pass only what it needs.
  const child = spawn(process.execPath, ['dist/server/entry.mjs'], {
    cwd: siteRoot,
    env: { PATH: process.env.PATH, HOST: hostname, PORT: port, CONSOLE_URL: consoleOrigin, NODE_ENV: 'production' },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the site did not start within 30 s:\n${output}`));
    }, 30_000);
    const onData = (data: Buffer) => {
      output += stripVTControlCharacters(data.toString());
      if (!output.includes('Server listening on')) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.stdout.resume();
      child.stderr.resume();
      resolve({ url, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the site exited with code ${code}:\n${output}`));
    });
  });
}
