/**
 * Every entity the data source knows, gathered from the feature folders. A feature lists
 * its own entities in `<feature>/<feature>.entities.ts`; this file only joins the lists.
 */
import { AUTH_ENTITIES } from '../auth/auth.entities.js';
import { ROOMS_ENTITIES } from '../rooms/rooms.entities.js';
import { CHANNELS_ENTITIES } from '../channels/channels.entities.js';
import { ROOM_PHOTOS_ENTITIES } from '../room-photos/room-photos.entities.js';
import { SAUNA_ENTITIES } from '../sauna/sauna.entities.js';
import { EVENTS_ENTITIES } from '../events/events.entities.js';
import { COMMUNITY_ENTITIES } from '../community/community.entities.js';
import { WELLNESS_ENTITIES } from '../wellness/wellness.entities.js';
import { FINANCE_ENTITIES } from '../finance/finance.entities.js';
import { INVOICES_ENTITIES } from '../invoices/invoices.entities.js';
import { RESTAURANT_ENTITIES } from '../restaurant/restaurant.entities.js';
import { INVENTORY_ENTITIES } from '../inventory/inventory.entities.js';
import { STAFF_ENTITIES } from '../staff/staff.entities.js';
import { LOYALTY_ENTITIES } from '../loyalty/loyalty.entities.js';
import { ANALYTICS_ENTITIES } from '../analytics/analytics.entities.js';
import { AuditEntry } from '../admin/audit/audit-entry.entity.js';
import { COMMON_ENTITIES } from '../common/common.entities.js';
import { PAYMENTS_ENTITIES } from '../payments/payments.entities.js';
import { SHARED_RESOURCE_ENTITIES } from '../shared-resources/shared-resources.entities.js';
import { TAXES_ENTITIES } from '../taxes/taxes.entities.js';
import { EXCHANGE_RATES_ENTITIES } from '../exchange-rates/exchange-rates.entities.js';
import { REVIEWS_ENTITIES } from '../reviews/reviews.entities.js';
import { LEDGER_ENTITIES } from '../ledger/ledger.entities.js';
import { FOLIO_ENTITIES } from '../folio/folio.entities.js';
import { DASHBOARD_ENTITIES } from '../dashboard/dashboard.entities.js';

export const ENTITIES = [
  ...AUTH_ENTITIES,
  ...ROOMS_ENTITIES,
  ...CHANNELS_ENTITIES,
  ...ROOM_PHOTOS_ENTITIES,
  ...SAUNA_ENTITIES,
  ...EVENTS_ENTITIES,
  ...COMMUNITY_ENTITIES,
  ...WELLNESS_ENTITIES,
  ...FINANCE_ENTITIES,
  ...INVOICES_ENTITIES,
  ...RESTAURANT_ENTITIES,
  ...INVENTORY_ENTITIES,
  ...STAFF_ENTITIES,
  ...LOYALTY_ENTITIES,
  ...ANALYTICS_ENTITIES,
  AuditEntry,
  ...COMMON_ENTITIES,
  ...PAYMENTS_ENTITIES,
  ...SHARED_RESOURCE_ENTITIES,
  ...TAXES_ENTITIES,
  ...EXCHANGE_RATES_ENTITIES,
  ...REVIEWS_ENTITIES,
  ...LEDGER_ENTITIES,
  ...FOLIO_ENTITIES,
  ...DASHBOARD_ENTITIES,
];
