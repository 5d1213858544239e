/**
 * Starts the site as a child process — the built standalone server (`dist/`, what
 * production runs) or `astro dev` — and resolves with its URL once it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { unusedUrl } from './fake-api';

const siteRoot = fileURLToPath(new URL('../../', import.meta.url));
const astroBin = join(dirname(fileURLToPath(import.meta.resolve('astro/package.json'))), 'bin/astro.mjs');

export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltSite(env: Record<string, string> = {}): Promise<SiteServer> {
  const entry = `${siteRoot}dist/server/entry.mjs`;
  if (!existsSync(entry)) throw new Error('site/dist is missing: run `npm run build -w @lakeside/site`');
  // PORT=0 lets the OS pick a free port; the server logs the one it got.
  const child = spawn(process.execPath, [entry], {
    cwd: siteRoot,
    env: { ...childEnv(), ...env, PORT: '0', HOST: '127.0.0.1' },
  });
  return waitForListening(child, /Server listening on (http:\/\/127\.0\.0\.1:\d+)/);
}

export async function startDevSite(env: Record<string, string> = {}): Promise<SiteServer> {
  const port = new URL(await unusedUrl()).port;
  const child = spawn(process.execPath, [astroBin, 'dev', '--host', '127.0.0.1', '--port', port], {
    cwd: siteRoot,
    env: { ...childEnv(), ...env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return waitForListening(child, /(http:\/\/127\.0\.0\.1:\d+)/);
}

/**
 * This process's environment minus what vitest adds: with VITEST set, `astro dev` starts
 * a server that answers 404 to everything, and NODE_ENV=test would leak into the site.
 */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name)));
}

function waitForListening(child: ChildProcess, listening: RegExp): Promise<SiteServer> {
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
      reject(new Error(`site did not start within 30 s:\n${output}`));
    }, 30_000);
    const onData = (data: Buffer) => {
      // Strip colour codes so the pattern sees plain text.
      output += stripVTControlCharacters(data.toString());
      const match = listening.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({ url: match[1], stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with code ${code}:\n${output}`));
    });
  });
}
