/**
 * Runs the README's commands in a clone as a newcomer's shell would: `npm` and `node` are the
 * machine's own (this test itself runs on the project's Node, which npm put first on PATH),
 * and `npm start` runs until it is stopped, with everything it started.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { appEnvironment } from '../test/support/processes';

/** This environment without the project's `node_modules/.bin` folders, so `node` is the machine's. */
export function machineEnvironment(): NodeJS.ProcessEnv {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((folder) => !folder.includes('node_modules'))
    .join(delimiter);
  const env = appEnvironment({ PATH: path });
  // npm's own variables (npm_config_*, npm_package_*) belong to the npm that runs this test.
  for (const name of Object.keys(env)) if (/^npm_/i.test(name) || name === 'INIT_CWD') delete env[name];
  return env;
}

/** Runs `npm args…` to the end; rejects with what it printed when it fails. */
export function runNpm(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (data: Buffer) => (output = (output + data.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

export interface NpmProduct {
  output(): string;
  /** Stops npm and everything it started, and waits until the ports are free again. */
  stop(): Promise<void>;
}

/** `npm start` or `npm run dev`, resolved once it says the product is running. */
export async function startNpm(
  script: 'start' | 'dev',
  options: { cwd: string; env: NodeJS.ProcessEnv; ports: Record<string, number> },
): Promise<NpmProduct> {
  // A process group of its own: stopping it stops the three apps npm's script started too.
  const child = spawn('npm', script === 'start' ? ['start'] : ['run', 'dev'], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  let running: () => void;
  let failed: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    running = resolve;
    failed = reject;
  });
  const keep = (data: Buffer) => {
    const text = stripVTControlCharacters(data.toString());
    lines.push(...text.split('\n'));
    lines.splice(0, Math.max(0, lines.length - 300));
    if (text.includes('Lakeside is running')) running();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('exit', (code) => failed(new Error(`npm ${script} exited (${code}) before it was running`)));
  const output = () => lines.join('\n');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    await waitForPortsFree(Object.values(options.ports));
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output()}`, { cause: error });
  }
  return { output, stop };
}

/** Fails with a clear message when another program holds one of the ports the product uses. */
export async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    if (!(await portFree(port)))
      throw new Error(`Port ${port} is in use: stop what runs there (an earlier npm start?) first.`);
  }
}

async function waitForPortsFree(ports: number[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const port of ports) {
    while (!(await portFree(port))) {
      if (Date.now() > deadline) throw new Error(`Port ${port} is still in use after stopping`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** The project's Node in a clone, once `npm install` has run there. */
export function projectNode(clone: string): string {
  const node = join(clone, 'node_modules/.bin/node');
  accessSync(node, constants.X_OK);
  return node;
}
