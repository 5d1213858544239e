import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LoyaltyTier } from '@lakeside/contracts';
import { JsonColumn, MoneyColumn, UpdatedAt } from '../database/columns.js';

/**
 * The programme's rules (`loyalty_settings`): one row, seeded by its migration and changed by
 * managers through PUT /api/loyalty/settings. Payments read it when they are taken; points
 * already earned or redeemed keep what they were.
 */
@Entity('loyalty_settings')
export class LoyaltySettingsRow {
  @PrimaryGeneratedColumn()
  id: number;

  /** Points per quetzal paid ('0.10': one point per Q10). */
  @MoneyColumn()
  pointsPerQuetzal: string;

  /** Quetzales one redeemed point takes off an order. */
  @MoneyColumn()
  pointValue: string;

  @Column({ type: 'int' })
  minimumRedeem: number;

  /** Lifetime spend from which each tier applies, { bronze: '0.00', silver: '2000.00', … }. */
  @JsonColumn()
  tierThresholds: Record<LoyaltyTier, string>;

  /** The manager who last changed the rules (admin_users.id); null for the seeded defaults. */
  @Column({ type: 'int', nullable: true })
  updatedById: number | null;

  @UpdatedAt()
  updatedAt: Date;
}
