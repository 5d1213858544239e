/**
 * The demo/catalogue seed. Every seeder is idempotent: it finds rows by their natural key
 * (room id, account code, category name, …) and inserts only what is missing, so running the
 * seed twice leaves the same rows.
 */
import type { DataSource } from 'typeorm';
import { seedGuestCatalogue } from './guest-catalogue.seed.js';
import { seedBackOffice } from './back-office.seed.js';
import { seedRatesAndTaxes } from './rates-and-taxes.seed.js';

export interface SeedContext {
  /** Today in the retreat's time zone, 'yyyy-MM-dd': one-off demo events are placed after it. */
  today: string;
}

export async function runSeeds(dataSource: DataSource, context: SeedContext): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await seedGuestCatalogue(manager, context);
    await seedRatesAndTaxes(manager, context);
    await seedBackOffice(manager, context);
  });
}
