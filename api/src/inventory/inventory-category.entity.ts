import { Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt, LongTextColumn, TextColumn, UpdatedAt } from '../database/columns.js';

/** A group of stock items (Produce, Dry Goods, Beverages, Cleaning, …). */
@Entity('inventory_categories')
@Unique('UQ_inventory_categories_name', ['name'])
export class InventoryCategory {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(100)
  name: string;

  @LongTextColumn({ nullable: true })
  description: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
