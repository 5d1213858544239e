import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { BooleanColumn, CreatedAt, LongTextColumn, TextColumn, UpdatedAt } from '../database/columns.js';

/** A place in the kitchen where dishes are made (Hot Line, Bar, …); the kitchen screen is per station. */
@Entity('kitchen_stations')
@Unique('UQ_kitchen_stations_name', ['name'])
export class KitchenStation {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(100)
  name: string;

  @LongTextColumn({ nullable: true })
  description: string | null;

  @BooleanColumn(true)
  isActive: boolean;

  @Column({ type: 'int', default: 0 })
  displayOrder: number;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
