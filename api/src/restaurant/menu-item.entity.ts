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
import type { Allergen, DietaryTag } from '@lakeside/contracts';
import {
  BooleanColumn,
  CreatedAt,
  JsonColumn,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  UpdatedAt,
} from '../database/columns.js';
import { KitchenStation } from './kitchen-station.entity.js';
import { MenuCategory } from './menu-category.entity.js';
import { MenuModifier } from './menu-modifier.entity.js';

/** A dish or drink on the menu. Prices are in quetzales. */
@Entity('menu_items')
@Unique('UQ_menu_items_category_name', ['categoryId', 'name'])
@Index('IDX_menu_items_stationId', ['stationId'])
export class MenuItem {
  @PrimaryGeneratedColumn()
  id: number;

  /** The unique key (categoryId, name) also serves as this foreign key's index. */
  @Column({ type: 'int' })
  categoryId: number;

  /** A category that still has items cannot be deleted (RESTRICT): move or delete them first. */
  @ManyToOne(() => MenuCategory, (category) => category.items, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'categoryId', foreignKeyConstraintName: 'FK_menu_items_categoryId' })
  category: Relation<MenuCategory>;

  @TextColumn(150)
  name: string;

  /** Spanish version of `name`, shown on /es/ pages; they show the English one when this is empty. */
  @TextColumn(150, { nullable: true })
  nameEs: string | null;

  @LongTextColumn({ nullable: true })
  description: string | null;

  /** Spanish version of `description`, shown on /es/ pages; they show the English one when this is empty. */
  @LongTextColumn({ nullable: true })
  descriptionEs: string | null;

  @MoneyColumn()
  price: string;

  /** What the dish costs to make, for margins; null when not yet costed. */
  @MoneyColumn({ nullable: true })
  costPrice: string | null;

  /** Minutes from order to pass. */
  @Column({ type: 'int', nullable: true })
  preparationTime: number | null;

  @Column({ type: 'int', nullable: true })
  calories: number | null;

  /** Always a list (possibly empty); JSON text so it works on both drivers. */
  @JsonColumn()
  allergens: Allergen[];

  @JsonColumn()
  dietary: DietaryTag[];

  /** 1 (mild) to 5; null for dishes that are not spicy at all. */
  @Column({ type: 'int', nullable: true })
  spiceLevel: number | null;

  /** Off when sold out or out of season: still listed, dimmed, not orderable. */
  @BooleanColumn(true)
  isAvailable: boolean;

  @BooleanColumn(false)
  isPopular: boolean;

  @TextColumn(500, { nullable: true })
  imageUrl: string | null;

  @Column({ type: 'int', default: 0 })
  displayOrder: number;

  /** Overrides the category's kitchen station for this dish (a salad on the lunch menu); null = the category's. */
  @Column({ type: 'int', nullable: true })
  stationId: number | null;

  @ManyToOne(() => KitchenStation, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'stationId', foreignKeyConstraintName: 'FK_menu_items_stationId' })
  station: Relation<KitchenStation> | null;

  @OneToMany(() => MenuModifier, (modifier) => modifier.item)
  modifiers: Relation<MenuModifier>[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
