import { EVENTS_COMMUNITY_FIELDS_ES } from './eventsCommunity';
import { FINANCE_ADMIN_FIELDS_ES } from './financeAdmin';
import { INVENTORY_STAFF_FIELDS_ES } from './inventoryStaff';
import { RESTAURANT_FIELDS_ES } from './restaurant';
import { STAY_FIELDS_ES } from './stay';

export { CHOICE_LABELS_ES } from './choices';
export { RESOURCE_NAMES_ES } from './resourceNames';

/**
 * Every column's label in Spanish, by column name: a column reads the same in every table
 * ("createdAt" is "Creado" everywhere). Split by the menu section where a column first appears.
 */
export const FIELD_LABELS_ES: Readonly<Record<string, string>> = {
  ...STAY_FIELDS_ES,
  ...EVENTS_COMMUNITY_FIELDS_ES,
  ...RESTAURANT_FIELDS_ES,
  ...INVENTORY_STAFF_FIELDS_ES,
  ...FINANCE_ADMIN_FIELDS_ES,
};
