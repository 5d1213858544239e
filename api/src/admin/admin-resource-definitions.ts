/**
 * Every console table's API definition, gathered from the feature folders as entities are
 * (database/entities.ts). A feature registers its own tables in
 * `<feature>/<feature>.admin-resources.ts`; this file only joins the lists. A name of
 * ADMIN_RESOURCES (the contracts) that no feature defines does not compile, and a name two
 * features define stops the API at boot.
 */
import type { AdminResourceName } from '@lakeside/contracts';
import { ANALYTICS_ADMIN_RESOURCES } from '../analytics/analytics.admin-resources.js';
import { AUTH_ADMIN_RESOURCES } from '../auth/auth.admin-resources.js';
import { COMMUNITY_ADMIN_RESOURCES } from '../community/community.admin-resources.js';
import { EVENTS_ADMIN_RESOURCES } from '../events/events.admin-resources.js';
import { FINANCE_ADMIN_RESOURCES } from '../finance/finance.admin-resources.js';
import { INVOICES_ADMIN_RESOURCES } from '../invoices/invoices.admin-resources.js';
import { INVENTORY_ADMIN_RESOURCES } from '../inventory/inventory.admin-resources.js';
import { LEDGER_ADMIN_RESOURCES } from '../ledger/ledger.admin-resources.js';
import { LOYALTY_ADMIN_RESOURCES } from '../loyalty/loyalty.admin-resources.js';
import { PAYMENTS_ADMIN_RESOURCES } from '../payments/payments.admin-resources.js';
import { RESTAURANT_ADMIN_RESOURCES } from '../restaurant/restaurant.admin-resources.js';
import { ROOMS_ADMIN_RESOURCES } from '../rooms/rooms.admin-resources.js';
import { SAUNA_ADMIN_RESOURCES } from '../sauna/sauna.admin-resources.js';
import { STAFF_ADMIN_RESOURCES } from '../staff/staff.admin-resources.js';
import { TAXES_ADMIN_RESOURCES } from '../taxes/taxes.admin-resources.js';
import { WELLNESS_ADMIN_RESOURCES } from '../wellness/wellness.admin-resources.js';
import type { AdminResourceDefinition, AdminResourceDefinitions } from './admin-resource-definition.js';
import { AUDIT_ADMIN_RESOURCES } from './audit/audit.admin-resources.js';

export type { AdminResourceDefinition, RecordChange } from './admin-resource-definition.js';

/** The names one feature list defines; distributes over the union of lists, so it is their union. */
type NamesIn<List> = List extends unknown ? keyof List : never;

/** Joins the features' lists, refusing a name defined twice (the later one would silently win). */
export function joinAdminResources<const Lists extends readonly AdminResourceDefinitions[]>(
  lists: Lists,
): Record<NamesIn<Lists[number]>, AdminResourceDefinition> {
  const joined: Record<string, AdminResourceDefinition> = {};
  for (const list of lists) {
    for (const [name, definition] of Object.entries(list)) {
      if (Object.hasOwn(joined, name)) throw new Error(`Console resource '${name}' is defined by two features`);
      joined[name] = definition;
    }
  }
  return joined;
}

export const ADMIN_RESOURCE_DEFINITIONS: Record<AdminResourceName, AdminResourceDefinition> = joinAdminResources([
  ROOMS_ADMIN_RESOURCES,
  PAYMENTS_ADMIN_RESOURCES,
  SAUNA_ADMIN_RESOURCES,
  EVENTS_ADMIN_RESOURCES,
  WELLNESS_ADMIN_RESOURCES,
  COMMUNITY_ADMIN_RESOURCES,
  RESTAURANT_ADMIN_RESOURCES,
  INVENTORY_ADMIN_RESOURCES,
  STAFF_ADMIN_RESOURCES,
  FINANCE_ADMIN_RESOURCES,
  INVOICES_ADMIN_RESOURCES,
  LEDGER_ADMIN_RESOURCES,
  TAXES_ADMIN_RESOURCES,
  LOYALTY_ADMIN_RESOURCES,
  ANALYTICS_ADMIN_RESOURCES,
  AUTH_ADMIN_RESOURCES,
  AUDIT_ADMIN_RESOURCES,
]);
