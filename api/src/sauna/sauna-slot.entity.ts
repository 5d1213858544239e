import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BooleanColumn, CreatedAt, TimeOfDayColumn } from '../database/columns.js';

/**
 * A daily sauna start time guests can book (`sauna_slots`). Slots are two hours apart, so
 * every duration (60–120 min) ends before the next slot starts.
 */
@Entity('sauna_slots')
export class SaunaSlot {
  @PrimaryGeneratedColumn()
  id: number;

  /** 'HH:MM' in the retreat's zone. */
  @Index({ unique: true })
  @TimeOfDayColumn()
  startTime: string;

  /** An inactive slot is not offered; bookings already made for it stand. */
  @BooleanColumn(true)
  isActive: boolean;

  @Column({ type: 'int', default: 0 })
  displayOrder: number;

  @CreatedAt()
  createdAt: Date;
}
