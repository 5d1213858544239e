import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { LOYALTY_TIERS, type LoyaltySettings, type LoyaltySettingsReply } from '@lakeside/contracts';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { latestRows } from '../shared-resources/lock-shared-resource.js';
import { LoyaltyMember } from './loyalty-member.entity.js';
import { LoyaltySettingsRow } from './loyalty-settings.entity.js';

/** The programme's rules: one row, read by every payment for a member, changed by managers. */
@Injectable()
export class LoyaltySettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The rules in force; the migration seeds the row, so its absence is a broken install. Inside
   * a payment (`latest`) the read is a locking one on MariaDB: it sees rules changed since the
   * transaction began, and a change of the rules waits for the payment, whose member it then
   * re-tiers with the rest.
   */
  async current(manager: EntityManager = this.dataSource.manager, latest = false): Promise<LoyaltySettingsRow> {
    const [row] = await manager.find(LoyaltySettingsRow, {
      order: { id: 'ASC' },
      take: 1,
      ...(latest ? latestRows(manager) : {}),
    });
    if (!row) throw new Error('loyalty_settings has no row: run the migrations');
    return row;
  }

  async reply(): Promise<LoyaltySettingsReply> {
    return toSettingsReply(await this.current());
  }

  /** Replaces every rule at once (checked by the contracts' loyaltySettingsSchema), with its audit row. */
  async update(settings: LoyaltySettings, staff: AdminUser): Promise<LoyaltySettingsReply> {
    const row = await runWriteTransaction(this.dataSource, async (manager) => {
      const before = await this.current(manager);
      await manager.update(LoyaltySettingsRow, { id: before.id }, { ...settings, updatedById: staff.id });
      // Tiers follow the thresholds: each member moves to the highest tier its spend now reaches.
      for (const tier of LOYALTY_TIERS) {
        await manager
          .createQueryBuilder()
          .update(LoyaltyMember)
          .set({ membershipTier: tier })
          .where('totalSpent >= :from', { from: settings.tierThresholds[tier] })
          .execute();
      }
      await recordAudit(manager, staff, {
        action: 'update',
        resource: 'loyalty-settings',
        recordId: before.id,
        changes: { before: { ...rulesOf(before) }, after: { ...settings } },
      });
      return manager.findOneByOrFail(LoyaltySettingsRow, { id: before.id });
    });
    return toSettingsReply(row);
  }
}

export function rulesOf(row: LoyaltySettingsRow): LoyaltySettings {
  const { pointsPerQuetzal, pointValue, minimumRedeem, tierThresholds } = row;
  return { pointsPerQuetzal, pointValue, minimumRedeem, tierThresholds };
}

function toSettingsReply(row: LoyaltySettingsRow): LoyaltySettingsReply {
  return { ...rulesOf(row), updatedAt: row.updatedAt.toISOString() };
}
