import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, DateOnlyColumn, MoneyColumn, TextColumn } from '../database/columns.js';
import { Room } from './room.entity.js';

/**
 * A room's rate for a run of nights (`room_rate_periods`): a season, a holiday week. Every night
 * from `firstNight` to `lastNight` (both included) costs `nightlyRate`, or `weekendRate` on
 * Friday and Saturday nights when one is set; a stay starting in the period needs at least
 * `minNights`. A room's periods never overlap (room-rate-periods.ts refuses it); a night no
 * period covers costs the room's `pricePerNight`. Priced by room-price.ts.
 */
@Entity('room_rate_periods')
@Index(['roomId', 'firstNight'], { unique: true })
export class RoomRatePeriod {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId' })
  room?: Relation<Room>;

  /** What staff call it, e.g. 'Dry season 2026–27'. */
  @TextColumn(100)
  name: string;

  /** The first night of the period, 'yyyy-MM-dd'. */
  @DateOnlyColumn()
  firstNight: string;

  /** The last night of the period (included), 'yyyy-MM-dd'. */
  @DateOnlyColumn()
  lastNight: string;

  @MoneyColumn()
  nightlyRate: string;

  /** Friday and Saturday nights, when they differ from the rest of the week; null when they do not. */
  @MoneyColumn({ nullable: true })
  weekendRate: string | null;

  /** The shortest stay sold from a check-in in this period (never below STAY_LIMITS.minNights). */
  @Column({ type: 'int', default: 2 })
  minNights: number;

  @CreatedAt()
  createdAt: Date;
}
