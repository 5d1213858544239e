import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { BooleanColumn, CreatedAt, TextColumn, UpdatedAt } from '../database/columns.js';
import { MenuItem } from './menu-item.entity.js';
import { ModifierOption } from './modifier-option.entity.js';

/** 'single': pick exactly one option (egg style); 'multiple': any number (extra toppings). */
export type ModifierType = 'single' | 'multiple';

/** A choice offered with a menu item, e.g. "Milk" for a latte. Deleted with its item. */
@Entity('menu_modifiers')
@Unique('UQ_menu_modifiers_item_name', ['itemId', 'name'])
export class MenuModifier {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  itemId: number;

  @ManyToOne(() => MenuItem, (item) => item.modifiers, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'itemId', foreignKeyConstraintName: 'FK_menu_modifiers_itemId' })
  item: Relation<MenuItem>;

  @TextColumn(100)
  name: string;

  @TextColumn(20, { default: 'single' })
  type: ModifierType;

  /** The guest must choose before the item can be ordered. */
  @BooleanColumn(false)
  isRequired: boolean;

  @Column({ type: 'int', default: 0 })
  displayOrder: number;

  @OneToMany(() => ModifierOption, (option) => option.modifier)
  options: Relation<ModifierOption>[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
