/**
 * Asks each guest to review their stay once it is over (through the scheduler, once across API
 * instances). A stay is over when the desk checked the guest out, or on the day after check-out
 * when nobody did. A run after downtime catches up on every stay that ended within the last
 * REVIEW_LIMITS.askWithinDays days and was not asked yet. Each booking is claimed by inserting
 * its review_requests row (one per booking, by a unique key) before the mail goes out, so a run
 * repeated on another instance, or after a restart, sends nothing twice; a send that fails
 * deletes the claim for the next run.
 */
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, localized, REVIEW_LIMITS, type Language } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { newManageToken } from '../bookings/booking-identity.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { JobScheduler } from '../common/scheduler/job-scheduler.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { MailService } from '../mail/mail.service.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { Room } from '../rooms/room.entity.js';
import { reviewLinkExpiry, reviewUrl } from './review-links.js';
import { reviewRequestMail } from './review-request-mail.js';
import { ReviewRequest } from './review-request.entity.js';
import { Review } from './review.entity.js';

@Injectable()
export class ReviewRequests implements OnModuleInit {
  private readonly logger = new Logger('ReviewRequests');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: JobScheduler,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'review-requests',
      everyMs: this.config.REVIEW_REQUEST_INTERVAL_MS,
      run: (_lastRunAt, now) => this.ask(now).then(() => undefined),
    });
  }

  /** Sends the requests due at `now`; returns how many went out. */
  async ask(now = new Date()): Promise<number> {
    let sent = 0;
    for (const booking of await this.finishedStays(now)) {
      const token = await this.claim(booking.id, now);
      if (!token) continue;
      if (await this.send(booking, token)) sent += 1;
      else await this.release(booking.id);
    }
    return sent;
  }

  /** Confirmed stays over by `now`, ended within the window, with an e-mail, not asked or reviewed yet. */
  private finishedStays(now: Date): Promise<RoomBooking[]> {
    const today = retreatToday(now);
    return (
      this.dataSource
        .getRepository(RoomBooking)
        .createQueryBuilder('booking')
        .where('booking.status = :status', { status: 'confirmed' })
        .andWhere('booking.noShowAt IS NULL')
        .andWhere("booking.email <> ''")
        .andWhere('booking.checkoutDate >= :oldest', { oldest: addDays(today, -REVIEW_LIMITS.askWithinDays) })
        .andWhere('(booking.checkedOutAt IS NOT NULL OR booking.checkoutDate < :today)', { today })
          .andWhere(
          (query) =>
            `NOT EXISTS ${query.subQuery().select('1').from(ReviewRequest, 'request').where('request.roomBookingId = booking.id').getQuery()}`,
        )
        // A stay reviewed some other way (the demo seed's) needs no asking.
        .andWhere(
          (query) =>
            `NOT EXISTS ${query.subQuery().select('1').from(Review, 'review').where('review.roomBookingId = booking.id').getQuery()}`,
        )
        .orderBy('booking.id')
        .getMany()
    );
  }

  /** Inserts the booking's request; the token for its link, or null when another run has it. */
  private async claim(roomBookingId: number, now: Date): Promise<string | null> {
    const { token, hash } = newManageToken();
    try {
      await runWriteTransaction(this.dataSource, (manager) =>
        manager.insert(ReviewRequest, { roomBookingId, tokenHash: hash, expiresAt: reviewLinkExpiry(now) }),
      );
      return token;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async release(roomBookingId: number): Promise<void> {
    await runWriteTransaction(this.dataSource, (manager) => manager.delete(ReviewRequest, { roomBookingId }));
  }

  private async send(booking: RoomBooking, token: string): Promise<boolean> {
    try {
      const language: Language = booking.language === 'es' ? 'es' : 'en';
      const room = await this.dataSource.getRepository(Room).findOneBy({ id: booking.roomType });
      const roomName = room ? localized(room, language).name : booking.roomType;
      const url = reviewUrl(this.config.SITE_ORIGIN, booking.reference, token, language);
      await this.mail.send(reviewRequestMail(booking, roomName, url));
      return true;
    } catch (error) {
      this.logger.error(`Review request for ${booking.reference} not sent: ${String(error)}`);
      return false;
    }
  }
}
