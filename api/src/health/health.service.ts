import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface HealthReport {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  migrations: 'current' | 'pending' | 'unknown';
}

@Injectable()
export class HealthService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One query proves the database answers and tells whether every migration has run. */
  async check(): Promise<HealthReport> {
    try {
      const rows: Array<{ applied: number | string }> = await this.dataSource.query(
        'SELECT COUNT(*) AS applied FROM migrations',
      );
      const applied = Number(rows[0]?.applied ?? 0);
      const current = applied >= this.dataSource.migrations.length;
      return { status: current ? 'ok' : 'error', database: 'up', migrations: current ? 'current' : 'pending' };
    } catch {
      // No migrations table means an un-migrated database; any other failure means it is unreachable.
      const reachable = await this.dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      );
      return { status: 'error', database: reachable ? 'up' : 'down', migrations: reachable ? 'pending' : 'unknown' };
    }
  }
}
