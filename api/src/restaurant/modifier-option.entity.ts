import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { BooleanColumn, CreatedAt, MoneyColumn, TextColumn, UpdatedAt } from '../database/columns.js';
import { MenuModifier } from './menu-modifier.entity.js';

/** One answer to a modifier, e.g. "Oat milk (+Q5.00)". Deleted with its modifier. */
@Entity('modifier_options')
@Unique('UQ_modifier_options_modifier_name', ['modifierId', 'name'])
export class ModifierOption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  modifierId: number;

  @ManyToOne(() => MenuModifier, (modifier) => modifier.options, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'modifierId', foreignKeyConstraintName: 'FK_modifier_options_modifierId' })
  modifier: Relation<MenuModifier>;

  @TextColumn(100)
  name: string;

  /** Added to the item's price when chosen; may be negative, e.g. a smaller portion. */
  @MoneyColumn({ default: 0 })
  priceAdjustment: string;

  /** Preselected in the UI for a 'single' modifier. */
  @BooleanColumn(false)
  isDefault: boolean;

  @Column({ type: 'int', default: 0 })
  displayOrder: number;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
