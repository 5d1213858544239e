/**
 * Every rating and count guests see, computed from the approved reviews (SUM and COUNT in the
 * database, rounded by the contracts' ratingFromTotals): a room's, and the retreat's over all
 * rooms. Nothing is stored, so approving or hiding a review changes them at once.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ratingFromTotals, type RatingSummary } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { Review } from './review.entity.js';

interface Totals {
  roomId: string;
  total: string | number | null;
  count: string | number;
}

@Injectable()
export class ReviewRatings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each reviewed room's summary; a room without approved reviews is absent. */
  async byRoom(): Promise<Map<string, RatingSummary>> {
    const rows = await this.approved()
      .select('review.roomId', 'roomId')
      .addSelect('SUM(review.rating)', 'total')
      .addSelect('COUNT(*)', 'count')
      .groupBy('review.roomId')
      .getRawMany<Totals>();
    // mysql2 answers SUM and COUNT as strings, better-sqlite3 as numbers.
    return new Map(rows.map((row) => [row.roomId, ratingFromTotals(Number(row.total), Number(row.count))]));
  }

  async ofRoom(roomId: string): Promise<RatingSummary> {
    return (await this.byRoom()).get(roomId) ?? ratingFromTotals(0, 0);
  }

  /** The retreat's rating: the mean of every approved review, whichever room. */
  async overall(): Promise<RatingSummary> {
    const row = await this.approved()
      .select('SUM(review.rating)', 'total')
      .addSelect('COUNT(*)', 'count')
      .getRawOne<Omit<Totals, 'roomId'>>();
    return ratingFromTotals(Number(row?.total ?? 0), Number(row?.count ?? 0));
  }

  private approved() {
    return this.dataSource
      .getRepository(Review)
      .createQueryBuilder('review')
      .where('review.status = :status', { status: 'approved' });
  }
}
