/**
 * The newcomer's path, as README promises it: a clean clone, the machine's own Node first on
 * PATH (Node 20 on our machines), `npm install`, then `npm start` — and, in the same clone,
 * `npm run dev`. Each must bring up the API, the site and the console, and on the site every
 * island must hydrate and the three guest bookings work with no console error.
 *
 * It installs and builds a whole clone (several minutes), so it runs in CI and when asked
 * (LAKESIDE_NEWCOMER_TEST=1), not on every local `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../test/support/browser';
import { walkGuestJourney } from './guest-journey';
import { assertPortsFree, machineEnvironment, projectNode, runNpm, startNpm, type NpmProduct } from './npm-product';

const enabled = process.env.CI === 'true' || process.env.LAKESIDE_NEWCOMER_TEST === '1';
const PORTS = { api: 3000, site: 4321, console: 4300 } as const;

describe.runIf(enabled)('a newcomer on a fresh clone', () => {
  let workspace: string;
  let clone: string;
  let browser: TestBrowser;
  const env = machineEnvironment();

  beforeAll(async () => {
    await assertPortsFree(Object.values(PORTS));
    workspace = await mkdtemp(join(tmpdir(), 'lakeside-newcomer-'));
    clone = join(workspace, 'lakeside');
    const repository = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
    execFileSync('git', ['clone', '--quiet', '--no-local', repository, clone]);
    await runNpm(['install', '--no-fund', '--no-audit'], { cwd: clone, env });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (workspace) await rm(workspace, { recursive: true, force: true });
  });

  it('runs on the machine’s own Node, which is not the project’s', () => {
    const machineNode = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
    const projectVersion = execFileSync(projectNode(clone), ['--version'], { encoding: 'utf8' });
    expect(projectVersion.trim()).toMatch(/^v(2[4-9]|[3-9]\d)\./);
    // Informative when they are the same: the path still works, it just proves less.
    console.info(`machine Node ${machineNode}, project Node ${projectVersion.trim()}`);
  });

  for (const script of ['start', 'dev'] as const) {
    it(`npm ${script === 'start' ? 'start' : 'run dev'}: every island hydrates and a guest books`, async () => {
      let product: NpmProduct | undefined;
      try {
        product = await startNpm(script, { cwd: clone, env, ports: PORTS });
        const consolePage = await fetch(`http://localhost:${PORTS.console}/`);
        expect(consolePage.status).toBe(200);
        expect(await walkGuestJourney(browser, `http://localhost:${PORTS.site}`)).toEqual([]);
      } catch (error) {
        throw new Error(`${String(error)}\n--- npm ${script} printed ---\n${product?.output() ?? ''}`, {
          cause: error,
        });
      } finally {
        await product?.stop();
      }
    }, 900_000);
  }
});
