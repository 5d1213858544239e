import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import {
  BooleanColumn,
  CreatedAt,
  LongTextColumn,
  TextColumn,
  TimeOfDayColumn,
  UpdatedAt,
} from '../database/columns.js';
import { KitchenStation } from './kitchen-station.entity.js';
import { MenuItem } from './menu-item.entity.js';

/** A section of the menu (Breakfast, Lunch, Dinner, Drinks) and the hours it is served. */
@Entity('menu_categories')
@Unique('UQ_menu_categories_name', ['name'])
@Index('IDX_menu_categories_stationId', ['stationId'])
export class MenuCategory {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique, so the seed and staff can find a category by its name (max 100). */
  @TextColumn(100)
  name: string;

  /** Spanish version of `name`, shown on /es/ pages; they show the English one when this is empty. */
  @TextColumn(100, { nullable: true })
  nameEs: string | null;

  @LongTextColumn({ nullable: true })
  description: string | null;

  /** Spanish version of `description`, shown on /es/ pages; they show the English one when this is empty. */
  @LongTextColumn({ nullable: true })
  descriptionEs: string | null;

  /** Position on the menu and in the POS tabs, ascending. */
  @Column({ type: 'int', default: 0 })
  displayOrder: number;

  @BooleanColumn(true)
  isActive: boolean;

  @TextColumn(500, { nullable: true })
  imageUrl: string | null;

  /** First serving time, 'HH:MM' in the retreat's zone; null with availableUntil null = all day. */
  @TimeOfDayColumn({ nullable: true })
  availableFrom: string | null;

  /** Last serving time, 'HH:MM'. */
  @TimeOfDayColumn({ nullable: true })
  availableUntil: string | null;

  /** Emoji shown beside the name (max 16 characters: one emoji may be several code points). */
  @TextColumn(16, { nullable: true })
  icon: string | null;

  /**
   * Kitchen station that makes this category's dishes unless an item names its own; null sends
   * them to the first active station (see kitchen-routing.ts). SET NULL when the station goes.
   */
  @Column({ type: 'int', nullable: true })
  stationId: number | null;

  @ManyToOne(() => KitchenStation, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'stationId', foreignKeyConstraintName: 'FK_menu_categories_stationId' })
  station: Relation<KitchenStation> | null;

  @OneToMany(() => MenuItem, (item) => item.category)
  items: Relation<MenuItem>[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
