import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { WellnessActivity } from './wellness-activity.entity.js';

/**
 * A wellness class as the schedule page shows it (spec §3 "Wellness activity"). There are no
 * wellness bookings yet, so the reply has capacity (`maxParticipants`) but no participant
 * count or spots left: inventing one would mislead guests.
 */
export interface WellnessActivityView {
  id: number;
  title: string;
  description: string | null;
  /** Spanish title and description for /es/ pages, null where staff have not written them (see translations.ts). */
  titleEs: string | null;
  descriptionEs: string | null;
  /** 'HH:MM' at the retreat. */
  time: string;
  durationMinutes: number;
  /** As the page prints it: '60 min'. */
  duration: string;
  instructor: string | null;
  location: string | null;
  /** Spanish `location`, null where staff have not written it. */
  locationEs: string | null;
  maxParticipants: number;
  /** 2 decimals, e.g. '10.00'. */
  price: string;
  currency: string;
  /** Emoji shown on the card. */
  image: string | null;
  /** 0 = Sunday … 6 = Saturday; null = every day. */
  dayOfWeek: number | null;
}

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

  async list(): Promise<WellnessActivityView[]> {
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
