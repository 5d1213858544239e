import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { Session } from '../auth/session.entity.js';
import { CacheVersion } from '../common/cache/cache-version.entity.js';
import { RateLimitCounter } from '../common/rate-limit/rate-limit-counter.entity.js';
import { JobLease } from '../common/scheduler/job-lease.entity.js';
import { SimulatedPaymentOrder } from '../payments/simulated-payment-order.entity.js';
import { RoomHousekeeping } from '../rooms/room-housekeeping.entity.js';
import { RoomNight } from '../rooms/room-night.entity.js';
import { CHANNELS_ENTITIES } from '../channels/channels.entities.js';
import { RoomPhoto } from '../room-photos/room-photo.entity.js';
import { SharedResourceLock } from '../shared-resources/shared-resource-lock.entity.js';
import { TillSession } from '../restaurant/till/till-session.entity.js';
import { ExchangeRate } from '../exchange-rates/exchange-rate.entity.js';
import { InvoiceNumberCounter } from '../invoices/invoice-number-counter.entity.js';
import { REVIEWS_ENTITIES } from '../reviews/reviews.entities.js';
import { LoyaltySettingsRow } from '../loyalty/loyalty-settings.entity.js';
import { FolioCharge } from '../folio/folio-charge.entity.js';
import { DashboardDay } from '../dashboard/stored-days/dashboard-day.entity.js';

/**
 * The entities that are deliberately not console tables, each with the reason. Every other
 * entity must be registered as a console table in its feature's `<feature>.admin-resources.ts`;
 * admin-resource-definitions.spec.ts fails when one is neither, so a new table is never
 * forgotten silently.
 */
export const INTERNAL_ENTITIES: readonly { entity: EntityTarget<ObjectLiteral>; reason: string }[] = [
  {
    entity: Session,
    reason:
      'staff sign-in sessions: their ids are live credentials; they end through account changes (account-sessions.ts)',
  },
  {
    entity: RoomNight,
    reason: 'the no-double-sell keys of room bookings (decision 0002); only the booking writer may touch them',
  },
  {
    entity: RoomHousekeeping,
    reason:
      'each room’s housekeeping status: set by check-out and on the Rooms today board (an order of moves and roles a grid would bypass), each change audited',
  },
  {
    entity: RoomPhoto,
    reason:
      'room photos: each row names files on disk (the original and its AVIF/WebP sizes) that a grid could not upload or delete; the Room photos page (room-photos/) is their console',
  },
  ...CHANNELS_ENTITIES.map((entity) => ({
    entity,
    reason:
      'channel calendar sync: feeds, blocked nights (they own room_nights), conflicts and export tokens; the Channels page (channels/) is their console',
  })),
  {
    entity: TillSession,
    reason:
      'till sessions are opened and closed with counted cash (a close is a money event, audited); the Till page (console/src/till/) is their console',
  },
  {
    entity: ExchangeRate,
    reason:
      'the dollar rate history only grows (payments store the rate they used); the Exchange rate page sets and lists it',
  },
  { entity: JobLease, reason: 'which API instance runs a scheduled job; machinery, not back-office data' },
  { entity: CacheVersion, reason: 'tells API instances when to drop their caches; machinery, not back-office data' },
  {
    entity: RateLimitCounter,
    reason: 'rate-limit and sign-in back-off counters shared between API instances; short-lived machinery',
  },
  {
    entity: SharedResourceLock,
    reason: 'one lock row per shared resource that serialises its bookings and communal sessions (decision 0010)',
  },
  ...REVIEWS_ENTITIES.map((entity) => ({
    entity,
    reason:
      'guest reviews and the mails asking for them: the guest writes a review, staff only approve or hide it on the Reviews page (console/src/reviews/), never edit it',
  })),
  {
    entity: InvoiceNumberCounter,
    reason:
      'the last invoice and credit-note number of each year, bumped only by issuing (decision 0018): no gap, no duplicate',
  },
  {
    entity: LoyaltySettingsRow,
    reason:
      'the one row of loyalty rules (points per quetzal, a point\'s worth, tier thresholds): a change re-tiers every member in its transaction, so managers make it on the Loyalty rules page (console/src/loyalty/)',
  },
  {
    entity: FolioCharge,
    reason:
      'a meal charged to a stay is written with its order and its ledger entry in one transaction by the till; the desk shows the folio (console/src/folio/)',
  },
  {
    entity: DashboardDay,
    reason:
      'finished days\' dashboard figures computed from the records by the dashboard-days job (decision 0020): a cache, never typed in',
  },
  {
    entity: SimulatedPaymentOrder,
    reason: 'orders of the labelled offline payment provider (decision 0003); not real money',
  },
];
