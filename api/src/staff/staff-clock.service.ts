import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { ClockAction, ClockReply, PinSetReply, TabletClockRequest } from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/password-hasher.js';
import { CommonError } from '../common/errors/app-error.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { StaffMember } from './staff-member.entity.js';
import { StaffTimeError } from './staff-time-errors.js';
import { settleTimeEntry } from './time-entry-rules.js';
import { clockState, memberName, toTimeEntryReply } from './time-entry-view.js';
import { TimeTracking } from './time-tracking.entity.js';

/**
 * The staff clock: a member clocks in, takes a break, ends it and clocks out — from their own
 * login ("My time") or with their employee id and PIN on the shared tablet. Each step is one
 * conditional write on the member's open entry (the row whose unique openStaffId is theirs), so
 * two taps at once change it once; the entry then goes through the same rules as the grid.
 */
@Injectable()
export class StaffClockService {
  /** Verified against when the employee id is unknown, so both failures take the same time. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly throttle: LoginThrottle,
  ) {}

  /** The member behind a staff login; 403 staff.noStaffMember when none is linked. */
  async memberOf(staff: AdminUser): Promise<StaffMember> {
    const member = await this.dataSource.manager.findOneBy(StaffMember, { adminUserId: staff.id, isActive: true });
    if (!member) throw new StaffTimeError('staff.noStaffMember');
    return member;
  }

  async clockOwn(staff: AdminUser, action: ClockAction, now = new Date()): Promise<ClockReply> {
    return this.clock(await this.memberOf(staff), action, now);
  }

  /**
   * The tablet: employee id and PIN, throttled as sign-in is (per employee id and address,
   * and per employee id from anywhere); one vague refusal for an unknown id or a wrong PIN.
   */
  async clockWithPin(request: TabletClockRequest, address: string, now = new Date()): Promise<ClockReply> {
    const attempt = { username: `tablet-pin:${request.employeeId}`, address };
    if ((await this.throttle.waitFor(attempt)) > 0) throw new StaffTimeError('staff.tooManyPinAttempts');
    const member = await this.dataSource.manager.findOneBy(StaffMember, {
      employeeId: request.employeeId,
      isActive: true,
    });
    const matches = await verifyPassword(member?.pinHash ?? (await this.dummyHash), request.pin);
    if (!member?.pinHash || !matches) {
      await this.throttle.failed(attempt);
      throw new StaffTimeError('staff.wrongPin');
    }
    await this.throttle.succeeded(attempt);
    return this.clock(member, request.action, now);
  }

  /** A manager sets (or replaces) a member's tablet PIN; only its argon2 hash is kept. */
  async setPin(staffId: number, pin: string): Promise<PinSetReply> {
    const pinHash = await hashPassword(pin);
    const result = await this.dataSource.manager.update(StaffMember, { id: staffId }, { pinHash });
    if (!result.affected) throw new CommonError('common.notFound');
    return { staffId, hasPin: true };
  }

  private async clock(member: StaffMember, action: ClockAction, now: Date): Promise<ClockReply> {
    const entry = await runWriteTransaction(this.dataSource, async (manager) => {
      const id =
        action === 'clockIn' ? await this.clockIn(manager, member, now) : await this.step(manager, member, action, now);
      const written = await manager.findOneByOrFail(TimeTracking, { id });
      Object.assign(written, await settleTimeEntry(manager, written, action === 'clockIn'));
      return written;
    });
    return {
      staffId: member.id,
      name: memberName(member),
      state: clockState(entry.clockOut ? null : entry),
      entry: toTimeEntryReply(entry),
    };
  }

  /** A new open entry; the unique openStaffId refuses a second one, even from a racing tap. */
  private async clockIn(manager: EntityManager, member: StaffMember, now: Date): Promise<number> {
    try {
      const result = await manager.insert(TimeTracking, {
        staffId: member.id,
        openStaffId: member.id,
        clockIn: now,
        position: member.position,
        hourlyRate: member.hourlyRate,
      });
      return Number(result.identifiers[0]?.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new StaffTimeError('staff.alreadyClockedIn');
      throw error;
    }
  }

  /** Break start, break end or clock-out: one conditional UPDATE of the open entry decides. */
  private async step(manager: EntityManager, member: StaffMember, action: ClockAction, now: Date): Promise<number> {
    const open = await manager.findOneBy(TimeTracking, { openStaffId: member.id });
    if (!open) throw new StaffTimeError('staff.notClockedIn');
    const update = manager.createQueryBuilder().update(TimeTracking).where('id = :id', { id: open.id });
    if (action === 'breakStart') update.set({ breakStart: now }).andWhere('breakStart IS NULL');
    if (action === 'breakEnd') update.set({ breakEnd: now }).andWhere('breakStart IS NOT NULL AND breakEnd IS NULL');
    if (action === 'clockOut') {
      update.set({ clockOut: now, openStaffId: null }).andWhere('openStaffId IS NOT NULL');
      // A running break must end first, or it would be counted as work.
      update.andWhere('(breakStart IS NULL OR breakEnd IS NOT NULL)');
    }
    const { affected } = await update.execute();
    if (affected) return open.id;
    if (action === 'breakStart') throw new StaffTimeError('staff.breakTaken');
    if (action === 'clockOut' && !open.openStaffId) throw new StaffTimeError('staff.notClockedIn');
    throw new StaffTimeError('staff.breakState');
  }
}
