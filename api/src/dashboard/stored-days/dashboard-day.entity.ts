import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BooleanColumn, JsonColumn, TimestampColumn } from '../../database/columns.js';
import type { StoredDayFigures } from './stored-day-figures.js';

/**
 * One retreat day's dashboard figures, computed from the records by the dashboard-days job
 * (docs/decisions/0020-dashboard-stored-days.md): a cache, never a source of truth. A change
 * to a record of the day sets `stale` in the same transaction (database triggers,
 * day-triggers.ts); the dashboard computes a stale day, or one of another `version`, live.
 */
@Entity('dashboard_days')
export class DashboardDay {
  /** 'yyyy-MM-dd' in the retreat's zone. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  /** A record of the day changed after its figures were written. */
  @BooleanColumn(false)
  stale: boolean;

  /** STORED_DAY_VERSION of the code that wrote the figures. */
  @Column({ type: 'int' })
  version: number;

  @JsonColumn()
  figures: StoredDayFigures;

  @TimestampColumn()
  computedAt: Date;
}
