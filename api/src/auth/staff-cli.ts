import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { StaffRole } from '@lakeside/contracts';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../database/open-database.js';
import { createOrResetStaffAccount } from './staff-accounts.js';

/**
 * `npm run staff:create -- --username ana --role admin [--password …] [--name "Ana López"]`
 * Creates a staff account or resets its password; prints a generated password once.
 */
async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      role: { type: 'string', default: 'staff' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (!values.username) throw new Error('Usage: npm run staff:create -- --username NAME --role admin|manager|staff');
  const dataSource = await openDatabase(loadConfig());
  try {
    const result = await createOrResetStaffAccount(dataSource, {
      username: values.username,
      role: values.role as StaffRole,
      ...(values.password ? { password: values.password } : {}),
      ...(values.name ? { displayName: values.name } : {}),
    });
    const action = result.created ? 'Created' : 'Reset the password of';
    console.log(`${action} staff account "${values.username}" (${values.role}).`);
    if (!values.password) console.log(`Password: ${result.password}`);
  } finally {
    await dataSource.destroy();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
