/**
 * Reminds each guest two days before a room stay (once across API instances, through the
 * scheduler). A run after downtime catches up: every confirmed stay starting within the next
 * two days that has had no reminder gets one — unless it was booked inside that window, when
 * the confirmation has just said it all. Each booking is claimed with a conditional UPDATE of
 * reminderSentAt before its mail goes out, so a run repeated on another instance, or after a
 * restart, sends nothing twice; a send that fails gives the claim back for the next run.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, localized, type Language } from '@lakeside/contracts';
import { Between, IsNull, type DataSource } from 'typeorm';
import { ManageLinks } from '../bookings/manage-links.js';
import { JobScheduler } from '../common/scheduler/job-scheduler.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { startInstant } from '../events/session-time.js';
import { MailService } from '../mail/mail.service.js';
import { roomArrivalReminderMail } from './room-arrival-reminder-mail.js';
import { RoomBooking } from './room-booking.entity.js';
import { RoomsService } from './rooms.service.js';

/** How often the job looks for stays to remind; the reminder goes out within this of its day. */
export const ARRIVAL_REMINDER_INTERVAL_MS = 15 * 60_000;
/** Days before check-in the reminder is for. */
export const REMIND_DAYS_BEFORE = 2;

@Injectable()
export class RoomArrivalReminders implements OnModuleInit {
  private readonly logger = new Logger('RoomReminders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: JobScheduler,
    private readonly rooms: RoomsService,
    private readonly links: ManageLinks,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'room-arrival-reminders',
      everyMs: ARRIVAL_REMINDER_INTERVAL_MS,
      run: (_lastRunAt, now) => this.remind(now).then(() => undefined),
    });
  }

  /** Sends the reminders due at `now`; returns how many went out. */
  async remind(now = new Date()): Promise<number> {
    const today = retreatToday(now);
    const candidates = await this.dataSource.getRepository(RoomBooking).findBy({
      status: 'confirmed',
      reminderSentAt: IsNull(),
      checkinDate: Between(addDays(today, 1), addDays(today, REMIND_DAYS_BEFORE)),
    });
    let sent = 0;
    for (const booking of candidates.filter((candidate) => bookedBeforeTheWindow(candidate) && candidate.email)) {
      if (!(await this.claim(booking.id, now))) continue;
      if (await this.send(booking)) sent += 1;
      else await this.release(booking.id);
    }
    return sent;
  }

  private async claim(id: number, now: Date): Promise<boolean> {
    const result = await runWriteTransaction(this.dataSource, (manager) =>
      manager.update(RoomBooking, { id, reminderSentAt: IsNull() }, { reminderSentAt: now }),
    );
    return Boolean(result.affected);
  }

  private async release(id: number): Promise<void> {
    await runWriteTransaction(this.dataSource, (manager) =>
      manager.update(RoomBooking, { id }, { reminderSentAt: null }),
    );
  }

  private async send(booking: RoomBooking): Promise<boolean> {
    try {
      const language: Language = booking.language === 'es' ? 'es' : 'en';
      const room = await this.rooms.get(booking.roomType).catch(() => undefined);
      const roomName = room ? localized(room, language).name : booking.roomType;
      const manageUrl = await this.links.issue({ kind: 'room', ...booking });
      await this.mail.send(roomArrivalReminderMail(booking, roomName, manageUrl));
      return true;
    } catch (error) {
      this.logger.error(`Arrival reminder for ${booking.reference} not sent: ${String(error)}`);
      return false;
    }
  }
}

/** Booked (confirmed) before the reminder window opened: otherwise the confirmation is fresh. */
function bookedBeforeTheWindow(booking: RoomBooking): boolean {
  const windowOpens = startInstant({ date: addDays(booking.checkinDate, -REMIND_DAYS_BEFORE), time: '00:00' });
  const confirmed = booking.confirmedAt ?? booking.createdAt;
  return confirmed < windowOpens;
}
