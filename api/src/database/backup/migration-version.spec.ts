import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations/index.js';
import { codeMigrationVersion, migrationsBehind } from './migration-version.js';

const names = MIGRATIONS.map((migration) => new migration().name ?? migration.name);

describe('a backup’s migration version against the code’s', () => {
  it.each([
    ['the newest migration', names.at(-1) ?? '', 0],
    ['the one before it', names.at(-2) ?? '', 1],
    ['the first migration', names[0] ?? '', names.length - 1],
    ['no migrations table', null, names.length],
  ])('%s: %s migrations behind', (_case, version, behind) => {
    expect(migrationsBehind(version)).toBe(behind);
  });

  it('refuses a migration this code does not know, naming both', () => {
    expect(() => migrationsBehind('Future9999999999999')).toThrow(
      new RegExp(`Future9999999999999.*does not know.*${codeMigrationVersion()}`),
    );
  });
});
