import { Entity, Index, PrimaryColumn } from 'typeorm';
import { JsonColumn, TimestampColumn } from '../database/columns.js';

/**
 * A server-side staff session (`sessions`). The cookie carries only `sid`; everything else
 * stays here. Keyed by the session id alone, so it has no numeric id or createdAt
 * (docs/requirements/data-model.md#tables-and-columns).
 */
@Entity('sessions')
export class Session {
  /** The random session id the cookie carries. */
  @PrimaryColumn({ type: 'varchar', length: 128 })
  sid: string;

  /** The session's data (who signed in, their role, …), kept as JSON text. */
  @JsonColumn()
  sess: Record<string, unknown>;

  /** When the session stops being valid (UTC); indexed so expired rows can be swept cheaply. */
  @Index()
  @TimestampColumn()
  expire: Date;
}
