import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Like, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import {
  membershipNumber,
  normalizeEmail,
  normalizeMembershipNumber,
  normalizePhone,
  type EnrolMemberRequest,
  type LoyaltyMemberPageReply,
  type LoyaltyMemberReply,
} from '@lakeside/contracts';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { insertRow } from '../restaurant/insert-rows.js';
import { LoyaltyError } from './loyalty-errors.js';
import { LoyaltyMember } from './loyalty-member.entity.js';
import { rulesOf, LoyaltySettingsService } from './loyalty-settings.service.js';
import { LoyaltyTransaction } from './loyalty-transaction.entity.js';
import { toMemberPage, toMemberView } from './member-view.js';

const LOOKUP_LIMIT = 20;
const HISTORY_LIMIT = 200;

/** Finding members at the till, enrolling new ones, and a member's page. */
@Injectable()
export class LoyaltyMembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: LoyaltySettingsService,
  ) {}

  /**
   * Members whose phone, e-mail or membership number is exactly what `q` reads as once
   * normalised, or whose name starts with `q` (case-insensitive on both drivers' collations).
   */
  async lookup(q: string): Promise<LoyaltyMemberReply[]> {
    const where: FindOptionsWhere<LoyaltyMember>[] = [];
    const prefix = withoutWildcards(q);
    if (prefix) where.push({ name: Like(`${prefix}%`) });
    if (q.includes('@')) where.push({ email: normalizeEmail(q) });
    const phone = normalizePhone(q);
    if (phone && phone.length >= 6) where.push({ phone });
    const number = normalizeMembershipNumber(q);
    if (number) where.push({ membershipNumber: number });
    const members = await this.dataSource.manager.find(LoyaltyMember, {
      where,
      order: { name: 'ASC', id: 'ASC' },
      take: LOOKUP_LIMIT,
    });
    return members.map(toMemberView);
  }

  /**
   * Enrols a walk-in diner. The membership number comes from the row's id (LS-000123): the row
   * is inserted under a placeholder and numbered in the same transaction, so numbers are unique
   * and follow each other (a rolled-back enrolment leaves the only gap).
   */
  async enrol(request: EnrolMemberRequest, staff: AdminUser, now = new Date()): Promise<LoyaltyMemberReply> {
    try {
      const member = await runWriteTransaction(this.dataSource, async (manager) => {
        await refuseTakenContact(manager, request);
        const id = await insertRow(manager, LoyaltyMember, {
          ...request,
          membershipNumber: `tmp-${randomUUID().slice(0, 16)}`,
          joinDate: retreatToday(now),
        });
        await manager.update(LoyaltyMember, { id }, { membershipNumber: membershipNumber(id) });
        const saved = await manager.findOneByOrFail(LoyaltyMember, { id });
        await recordAudit(manager, staff, {
          action: 'create',
          resource: 'loyalty-members',
          recordId: id,
          changes: { after: { ...request, membershipNumber: saved.membershipNumber } },
        });
        return saved;
      });
      return toMemberView(member);
    } catch (error) {
      // Two tills enrolled the same phone at once: the unique key kept one; name it.
      if (isUniqueViolation(error)) await refuseTakenContact(this.dataSource.manager, request);
      throw error;
    }
  }

  async page(id: number): Promise<LoyaltyMemberPageReply> {
    const member = await this.dataSource.manager.findOneBy(LoyaltyMember, { id });
    if (!member) throw new LoyaltyError('loyalty.memberNotFound');
    const transactions = await this.dataSource.manager.find(LoyaltyTransaction, {
      where: { loyaltyId: id },
      relations: { order: true },
      order: { id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return toMemberPage(member, transactions, rulesOf(await this.settings.current()));
  }
}

async function refuseTakenContact(manager: EntityManager, request: EnrolMemberRequest): Promise<void> {
  for (const field of ['phone', 'email'] as const) {
    const value = request[field];
    if (value === null) continue;
    const holder = await manager.findOneBy(LoyaltyMember, { [field]: value });
    if (holder) throw new LoyaltyError('loyalty.contactTaken', { params: { field, number: holder.membershipNumber } });
  }
}

/** `text` without LIKE's wildcards: names do not hold them, and SQLite has no default escape character. */
function withoutWildcards(text: string): string {
  return text.replace(/[\\%_]/g, '');
}
