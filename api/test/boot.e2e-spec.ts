/** The built server's boot: a bad DATABASE_URL stops it with one clear line and exit code 1. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function boot(env: Record<string, string>) {
  return spawnSync(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    // Loading Nest, TypeORM and every entity takes a few seconds on a quiet machine and far
    // longer on a loaded 2-core one; the limit only guards against a boot that hangs.
    timeout: BOOT_LIMIT_MS,
  });
}

const BOOT_LIMIT_MS = 60_000;

describe('boot', { timeout: BOOT_LIMIT_MS + 10_000 }, () => {
  it('refuses a DATABASE_URL that is not a mysql:// URL', () => {
    const result = boot({ DATABASE_URL: 'postgres://db.example/lakeside' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL: must be a mysql:// or mariadb:// URL');
  });

  it('says which database it could not reach, without the password', () => {
    const result = boot({ DATABASE_URL: 'mysql://root:secret@127.0.0.1:1/lakeside' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Cannot open the database (DATABASE_URL=mysql://root:***@127.0.0.1:1/lakeside)');
    expect(result.stderr).not.toContain('secret');
  });
});
