import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { WellnessActivityReply } from '@lakeside/contracts';
import type { Repository } from 'typeorm';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { WellnessActivity } from './wellness-activity.entity.js';

/**
 * Wellness classes as the schedule page shows them (docs/requirements/pages-and-routes.md#schedule-page;
 * the contracts' wellnessActivityReply). There are no wellness bookings yet, so the reply has
 * capacity (`maxParticipants`) but no participant count or spots left: inventing one would
 * mislead guests.
 */
@Injectable()
export class WellnessService {
  constructor(
    @InjectRepository(WellnessActivity) private readonly activities: Repository<WellnessActivity>,
    private readonly cache: CatalogueCache,
  ) {}

  /** Read on every schedule page view; changes only when staff edit the catalogue. */
  listJson(): Promise<string> {
    return this.cache.json('wellness:activities', ['wellness_activities'], () => this.list());
  }

  async list(): Promise<WellnessActivityReply[]> {
    const rows = await this.activities.find({ where: { isActive: true }, order: { displayOrder: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      titleEs: row.titleEs,
      descriptionEs: row.descriptionEs,
      time: row.startTime,
      durationMinutes: row.durationMinutes,
      duration: `${row.durationMinutes} min`,
      instructor: row.instructor,
      location: row.location,
      locationEs: row.locationEs,
      maxParticipants: row.maxParticipants,
      price: row.price,
      currency: row.currency,
      image: row.imageEmoji,
      dayOfWeek: row.dayOfWeek,
    }));
  }
}
