import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { TransactionOutcomeUnknownError } from '../common/errors/database-errors.js';
import { runWriteTransaction } from './write-transaction.js';

const driverError = (code: string) => new QueryFailedError('INSERT …', [], Object.assign(new Error(code), { code }));

/**
 * A stand-in data source. SQLite runs `work` through transaction(); MySQL through a query
 * runner whose work fails with the scripted codes, one per attempt, and whose COMMIT fails
 * with `commitFailure` when given.
 */
function fakeDataSource(type: 'better-sqlite3' | 'mariadb', failures: string[] = [], commitFailure?: string) {
  const log: string[] = [];
  const dataSource = {
    options: { type },
    transaction: <T>(work: (manager: EntityManager) => Promise<T>): Promise<T> => work({} as EntityManager),
    createQueryRunner: () => ({
      manager: {} as EntityManager,
      startTransaction: () => Promise.resolve(log.push('begin')),
      commitTransaction: () =>
        commitFailure ? Promise.reject(driverError(commitFailure)) : Promise.resolve(log.push('commit')),
      rollbackTransaction: () => Promise.resolve(log.push('rollback')),
      release: () => Promise.resolve(),
    }),
  } as unknown as DataSource;
  const work = <T>(value: T) => {
    const code = failures.shift();
    return code ? Promise.reject(driverError(code)) : Promise.resolve(value);
  };
  return { dataSource, log, work };
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
    const { dataSource, work } = fakeDataSource('mariadb', ['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
    await expect(runWriteTransaction(dataSource, () => work('done'))).resolves.toBe('done');
  });

  it('runs work again on a fresh connection when its connection broke before COMMIT', async () => {
    const { dataSource, log, work } = fakeDataSource('mariadb', ['ER_CONNECTION_KILLED', 'PROTOCOL_CONNECTION_LOST']);
    await expect(runWriteTransaction(dataSource, () => work('done'))).resolves.toBe('done');
    expect(log).toEqual(['begin', 'rollback', 'begin', 'rollback', 'begin', 'commit']);
  });

  it('never retries when the connection broke during COMMIT: the outcome is unknown', async () => {
    const { dataSource, log, work } = fakeDataSource('mariadb', [], 'PROTOCOL_CONNECTION_LOST');
    await expect(runWriteTransaction(dataSource, () => work(1))).rejects.toBeInstanceOf(TransactionOutcomeUnknownError);
    expect(log).toEqual(['begin']);
  });

  it('gives up after four deadlocks, and never retries other errors', async () => {
    const deadlocks = fakeDataSource('mariadb', Array<string>(4).fill('ER_LOCK_DEADLOCK'));
    await expect(runWriteTransaction(deadlocks.dataSource, () => deadlocks.work(1))).rejects.toThrow(
      'ER_LOCK_DEADLOCK',
    );
    const duplicate = fakeDataSource('mariadb', ['ER_DUP_ENTRY']);
    await expect(runWriteTransaction(duplicate.dataSource, () => duplicate.work(1))).rejects.toThrow('ER_DUP_ENTRY');
  });
});
