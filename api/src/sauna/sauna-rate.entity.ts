import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, MoneyColumn, TextColumn } from '../database/columns.js';

/** The price of a private sauna session of one length (`sauna_rates`). */
@Entity('sauna_rates')
export class SaunaRate {
  @PrimaryGeneratedColumn()
  id: number;

  /** 60, 90 or 120. */
  @Index({ unique: true })
  @Column({ type: 'int' })
  durationMinutes: number;

  @MoneyColumn()
  price: string;

  @TextColumn(3, { default: 'USD' })
  currency: string;

  @CreatedAt()
  createdAt: Date;
}
