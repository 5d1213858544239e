/**
 * Child processes of the system under test: spawn one, wait until it answers, stop it.
 * Their output is kept (last 200 lines) so a start-up failure says what went wrong.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';

export interface RunningProcess {
  name: string;
  /** What the process printed, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The environment of an app or CLI step. Vitest's own variables would leak into the apps:
 * with VITEST set, Astro's server answers 404 to everything, and NODE_ENV=test switches the
 * apps' behaviour. DATABASE_URL is left out on purpose: the system tests always run on their
 * own fresh embedded database, never on a shared server.
 */
export function appEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !/^(VITEST|NODE_ENV$|TEST$|DATABASE_URL$)/.test(name),
  );
  return { ...Object.fromEntries(inherited), ...extra };
}

export function startProcess(
  name: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): RunningProcess {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: appEnvironment(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (data: Buffer) => {
    lines.push(...stripVTControlCharacters(data.toString()).split('\n'));
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    name,
    output: () => lines.join('\n'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once `url` answers with a status below 500; throws with the process's output after `timeoutMs`. */
export async function waitUntilAnswering(process: RunningProcess, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.status,
      () => 0,
    );
    if (status > 0 && status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${process.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${process.output()}`);
}

/** A port nobody listens on right now, so a build can be told its API's address before the API starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
