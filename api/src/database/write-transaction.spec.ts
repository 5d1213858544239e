import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { runWriteTransaction } from './write-transaction.js';

/** A stand-in data source whose transaction() runs `work` after a tick, or fails as scripted. */
function fakeDataSource(type: 'better-sqlite3' | 'mariadb', failures: string[] = []) {
  const log: string[] = [];
  const dataSource = {
    options: { type },
    async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
      const code = failures.shift();
      if (code) throw new QueryFailedError('INSERT …', [], Object.assign(new Error(code), { code }));
      return work({} as EntityManager);
    },
  } as unknown as DataSource;
  return { dataSource, log };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runWriteTransaction', () => {
  it('runs SQLite write transactions one at a time, in call order, even when one fails', async () => {
    const { dataSource, log } = fakeDataSource('better-sqlite3');
    const task = (name: string, fail = false) =>
      runWriteTransaction(dataSource, async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task('a'), task('b', true), task('c')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('runs a MySQL deadlock victim again', async () => {
    const { dataSource } = fakeDataSource('mariadb', ['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
    await expect(runWriteTransaction(dataSource, () => Promise.resolve('done'))).resolves.toBe('done');
  });

  it('gives up after four deadlocks, and never retries other errors', async () => {
    const deadlocks = fakeDataSource('mariadb', Array<string>(4).fill('ER_LOCK_DEADLOCK'));
    await expect(runWriteTransaction(deadlocks.dataSource, () => Promise.resolve(1))).rejects.toThrow(
      'ER_LOCK_DEADLOCK',
    );
    const duplicate = fakeDataSource('mariadb', ['ER_DUP_ENTRY']);
    await expect(runWriteTransaction(duplicate.dataSource, () => Promise.resolve(1))).rejects.toThrow('ER_DUP_ENTRY');
  });
});
