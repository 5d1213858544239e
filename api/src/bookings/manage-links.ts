/**
 * The personal link in every confirmation mail: /booking/{reference}?t={token} on the site,
 * /es/booking/… for Spanish. Issuing one stores the hash of a fresh token on the booking, so
 * the newest mail's link is the one that works (an old one from a forwarded mail stops).
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingKind } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { newManageToken } from './booking-identity.js';
import { BOOKING_TABLES } from './booking-tables.js';

export interface LinkedBooking {
  kind: BookingKind;
  id: number;
  reference: string;
  language: string;
}

@Injectable()
export class ManageLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new working link for the booking (the previous one stops working). */
  async issue(booking: LinkedBooking): Promise<string> {
    const { token, hash } = newManageToken();
    await runWriteTransaction(this.dataSource, (manager) =>
      manager.update(BOOKING_TABLES[booking.kind], { id: booking.id }, { manageTokenHash: hash }),
    );
    return manageUrl(this.config.SITE_ORIGIN, booking.reference, token, booking.language);
  }
}

export function manageUrl(siteOrigin: string, reference: string, token: string, language: string): string {
  const prefix = language === 'es' ? '/es' : '';
  return `${siteOrigin}${prefix}/booking/${encodeURIComponent(reference)}?t=${encodeURIComponent(token)}`;
}
