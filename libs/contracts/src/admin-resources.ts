import type { StaffRole } from './enums/staff.js';

/**
 * The staff console's resources under /api/admin/<name>, and who may read and write each.
 * The API enforces this matrix; the console uses it to show each role only its menus.
 * An empty `write` list means the resource is read-only in the generic grid: its rows are
 * created by a dedicated flow (bookings hold inventory, orders feed the kitchen) that keeps
 * the invariants a plain insert would skip.
 * This is the one list of console resources: each name's API definition (entity, choices,
 * hooks) lives in its feature's `api/src/<feature>/<feature>.admin-resources.ts`, and the API
 * does not compile while a name here has none.
 */
export interface AdminResourceAccess {
  /** Menu label in the console. */
  label: string;
  read: readonly StaffRole[];
  write: readonly StaffRole[];
}

const EVERYONE = ['admin', 'manager', 'staff'] as const satisfies readonly StaffRole[];
const MANAGERS = ['admin', 'manager'] as const satisfies readonly StaffRole[];
const ADMINS = ['admin'] as const satisfies readonly StaffRole[];
const NOBODY = [] as const satisfies readonly StaffRole[];

export const ADMIN_RESOURCES = {
  // Stay
  rooms: { label: 'Rooms', read: EVERYONE, write: MANAGERS },
  'room-bookings': { label: 'Room bookings', read: EVERYONE, write: NOBODY },
  'room-rate-periods': { label: 'Rate periods', read: EVERYONE, write: MANAGERS },
  'sauna-slots': { label: 'Sauna slots', read: EVERYONE, write: MANAGERS },
  'sauna-rates': { label: 'Sauna rates', read: EVERYONE, write: MANAGERS },
  'sauna-bookings': { label: 'Sauna bookings', read: EVERYONE, write: NOBODY },
  'booking-payments': { label: 'Booking payments', read: MANAGERS, write: NOBODY },
  // Events and wellness
  events: { label: 'Events', read: EVERYONE, write: MANAGERS },
  'event-weekly-templates': { label: 'Weekly events', read: EVERYONE, write: MANAGERS },
  'event-sessions': { label: 'Event sessions', read: EVERYONE, write: NOBODY },
  'event-bookings': { label: 'Event bookings', read: EVERYONE, write: NOBODY },
  'wellness-activities': { label: 'Wellness activities', read: EVERYONE, write: MANAGERS },
  // Community
  'mailing-list': { label: 'Mailing list', read: MANAGERS, write: MANAGERS },
  'contact-messages': { label: 'Contact messages', read: MANAGERS, write: MANAGERS },
  'volunteer-applications': { label: 'Volunteer applications', read: MANAGERS, write: MANAGERS },
  // Restaurant
  'menu-categories': { label: 'Menu categories', read: EVERYONE, write: MANAGERS },
  'menu-items': { label: 'Menu items', read: EVERYONE, write: MANAGERS },
  'menu-modifiers': { label: 'Menu modifiers', read: EVERYONE, write: MANAGERS },
  'modifier-options': { label: 'Modifier options', read: EVERYONE, write: MANAGERS },
  'restaurant-orders': { label: 'Orders', read: EVERYONE, write: NOBODY },
  'order-items': { label: 'Order lines', read: EVERYONE, write: NOBODY },
  'order-item-modifiers': { label: 'Order line options', read: EVERYONE, write: NOBODY },
  'kitchen-stations': { label: 'Kitchen stations', read: EVERYONE, write: MANAGERS },
  'kitchen-queue': { label: 'Kitchen queue', read: EVERYONE, write: NOBODY },
  // Inventory
  'inventory-categories': { label: 'Inventory categories', read: EVERYONE, write: MANAGERS },
  'inventory-items': { label: 'Inventory items', read: EVERYONE, write: MANAGERS },
  'stock-movements': { label: 'Stock movements', read: EVERYONE, write: NOBODY },
  'recipe-ingredients': { label: 'Recipe ingredients', read: EVERYONE, write: MANAGERS },
  'modifier-option-ingredients': { label: 'Option ingredients', read: EVERYONE, write: MANAGERS },
  // Staff
  'staff-members': { label: 'Staff', read: MANAGERS, write: MANAGERS },
  'staff-schedules': { label: 'Schedules', read: EVERYONE, write: MANAGERS },
  'time-tracking': { label: 'Time tracking', read: MANAGERS, write: MANAGERS },
  // Finance
  accounts: { label: 'Chart of accounts', read: MANAGERS, write: ADMINS },
  vendors: { label: 'Vendors', read: MANAGERS, write: MANAGERS },
  expenses: { label: 'Expenses', read: MANAGERS, write: MANAGERS },
  // Issued, paid and voided only through /api/invoices: numbers and totals are the server's.
  invoices: { label: 'Invoices', read: MANAGERS, write: NOBODY },
  'invoice-line-items': { label: 'Invoice lines', read: MANAGERS, write: NOBODY },
  // Written only by the ledger (money events, manual entries and reversals through /api/ledger).
  'journal-entries': { label: 'Journal entries', read: MANAGERS, write: NOBODY },
  'journal-entry-lines': { label: 'Journal lines', read: MANAGERS, write: NOBODY },
  'posting-rules': { label: 'Posting rules', read: MANAGERS, write: ADMINS },
  'ledger-periods': { label: 'Closed months', read: MANAGERS, write: NOBODY },
  budgets: { label: 'Budgets', read: MANAGERS, write: MANAGERS },
  'tax-rules': { label: 'Tax rules', read: MANAGERS, write: ADMINS },
  // Loyalty and analytics
  'loyalty-members': { label: 'Loyalty members', read: EVERYONE, write: MANAGERS },
  'loyalty-transactions': { label: 'Loyalty transactions', read: EVERYONE, write: NOBODY },
  'sales-analytics': { label: 'Sales analytics', read: MANAGERS, write: NOBODY },
  // Administration
  users: { label: 'Guest accounts', read: ADMINS, write: ADMINS },
  'staff-accounts': { label: 'Staff accounts', read: ADMINS, write: ADMINS },
  'audit-log': { label: 'Audit log', read: ADMINS, write: NOBODY },
} as const satisfies Record<string, AdminResourceAccess>;

export type AdminResourceName = keyof typeof ADMIN_RESOURCES;
export const ADMIN_RESOURCE_NAMES = Object.keys(ADMIN_RESOURCES) as AdminResourceName[];

export function canRead(role: StaffRole, resource: AdminResourceName): boolean {
  return (ADMIN_RESOURCES[resource].read as readonly StaffRole[]).includes(role);
}

export function canWrite(role: StaffRole, resource: AdminResourceName): boolean {
  return (ADMIN_RESOURCES[resource].write as readonly StaffRole[]).includes(role);
}
