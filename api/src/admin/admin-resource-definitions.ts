import {
  expenseSchema,
  inventoryItemSchema,
  menuCategorySchema,
  menuItemSchema,
  staffMemberSchema,
  staffScheduleSchema,
  type AdminResourceName,
} from '@lakeside/contracts';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { z } from 'zod';
import { SalesAnalytics } from '../analytics/sales-analytics.entity.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { User } from '../auth/user.entity.js';
import { ContactForm } from '../community/contact-form.entity.js';
import { MailingListSubscriber } from '../community/mailing-list-subscriber.entity.js';
import { VolunteerApplication } from '../community/volunteer-application.entity.js';
import { EventBooking } from '../events/event-booking.entity.js';
import { EventSession } from '../events/event-session.entity.js';
import { EventWeeklyTemplate } from '../events/event-weekly-template.entity.js';
import { Event } from '../events/event.entity.js';
import { Account } from '../finance/account.entity.js';
import { Budget } from '../finance/budget.entity.js';
import { Expense } from '../finance/expense.entity.js';
import { InvoiceLineItem } from '../finance/invoice-line-item.entity.js';
import { Invoice } from '../finance/invoice.entity.js';
import { JournalEntryLine } from '../finance/journal-entry-line.entity.js';
import { JournalEntry } from '../finance/journal-entry.entity.js';
import { Vendor } from '../finance/vendor.entity.js';
import { InventoryCategory } from '../inventory/inventory-category.entity.js';
import { InventoryItem } from '../inventory/inventory-item.entity.js';
import { RecipeIngredient } from '../inventory/recipe-ingredient.entity.js';
import { StockMovement } from '../inventory/stock-movement.entity.js';
import { LoyaltyMember } from '../loyalty/loyalty-member.entity.js';
import { LoyaltyTransaction } from '../loyalty/loyalty-transaction.entity.js';
import { KitchenQueueItem } from '../restaurant/kitchen-queue-item.entity.js';
import { KitchenStation } from '../restaurant/kitchen-station.entity.js';
import { MenuCategory } from '../restaurant/menu-category.entity.js';
import { MenuItem } from '../restaurant/menu-item.entity.js';
import { MenuModifier } from '../restaurant/menu-modifier.entity.js';
import { ModifierOption } from '../restaurant/modifier-option.entity.js';
import { OrderItemModifier } from '../restaurant/order-item-modifier.entity.js';
import { OrderItem } from '../restaurant/order-item.entity.js';
import { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { Room } from '../rooms/room.entity.js';
import { SaunaBooking } from '../sauna/sauna-booking.entity.js';
import { SaunaRate } from '../sauna/sauna-rate.entity.js';
import { SaunaSlot } from '../sauna/sauna-slot.entity.js';
import { StaffMember } from '../staff/staff-member.entity.js';
import { StaffSchedule } from '../staff/staff-schedule.entity.js';
import { TimeTracking } from '../staff/time-tracking.entity.js';
import { WellnessActivity } from '../wellness/wellness-activity.entity.js';
import { AuditEntry } from './audit/audit-entry.entity.js';
import { prepareSubscriber } from './mailing-list-write.js';
import { staffAccountChanged, staffAccountWrite } from './staff-account-write.js';

/** One committed change, as an `afterWrite` hook sees it inside the write's transaction. */
export interface RecordChange {
  /** Absent on create. */
  before?: ObjectLiteral;
  /** Absent on delete. */
  after?: ObjectLiteral;
  staff: AdminUser;
  /** The cookie token of the session the change was made from. */
  sessionToken?: string | undefined;
}

/** What the generic console grid needs to know about one resource beyond its columns. */
export interface AdminResourceDefinition {
  entity: EntityTarget<ObjectLiteral>;
  /** The staff form's schema from @lakeside/contracts: its spec §5 messages come first. */
  schema?: z.ZodType<Record<string, unknown>>;
  /** Columns never sent to the browser and never written to the audit log. */
  hidden?: readonly string[];
  /** Turns validated input into columns (e.g. hashes a password); may add field errors. */
  prepare?: (input: Record<string, unknown>, mode: 'create' | 'update') => Promise<Record<string, unknown>>;
  /** Columns only the server writes, beyond those every resource has (see server-owned.ts). */
  serverOwned?: readonly string[];
  /** Money columns that may go below zero; every other decimal column is 0 or more. */
  signed?: readonly string[];
  /** Runs in the write's transaction after each create, update or delete (e.g. ends sessions). */
  afterWrite?: (manager: EntityManager, change: RecordChange) => Promise<void>;
}

export const ADMIN_RESOURCE_DEFINITIONS: Record<AdminResourceName, AdminResourceDefinition> = {
  rooms: { entity: Room },
  'room-bookings': { entity: RoomBooking },
  'sauna-slots': { entity: SaunaSlot },
  'sauna-rates': { entity: SaunaRate },
  'sauna-bookings': { entity: SaunaBooking },
  events: { entity: Event },
  'event-weekly-templates': { entity: EventWeeklyTemplate },
  'event-sessions': { entity: EventSession },
  'event-bookings': { entity: EventBooking },
  'wellness-activities': { entity: WellnessActivity },
  'mailing-list': {
    entity: MailingListSubscriber,
    hidden: ['unsubscribeToken'],
    serverOwned: ['unsubscribeToken'],
    prepare: prepareSubscriber,
  },
  'contact-messages': { entity: ContactForm },
  'volunteer-applications': { entity: VolunteerApplication },
  'menu-categories': { entity: MenuCategory, schema: menuCategorySchema },
  'menu-items': { entity: MenuItem, schema: menuItemSchema },
  'menu-modifiers': { entity: MenuModifier },
  // A smaller portion may cost less than the dish.
  'modifier-options': { entity: ModifierOption, signed: ['priceAdjustment'] },
  'restaurant-orders': { entity: RestaurantOrder },
  'order-items': { entity: OrderItem },
  'order-item-modifiers': { entity: OrderItemModifier },
  'kitchen-stations': { entity: KitchenStation },
  'kitchen-queue': { entity: KitchenQueueItem },
  'inventory-categories': { entity: InventoryCategory },
  'inventory-items': { entity: InventoryItem, schema: inventoryItemSchema },
  'stock-movements': { entity: StockMovement },
  'recipe-ingredients': { entity: RecipeIngredient },
  'staff-members': { entity: StaffMember, schema: staffMemberSchema },
  'staff-schedules': { entity: StaffSchedule, schema: staffScheduleSchema },
  'time-tracking': { entity: TimeTracking },
  accounts: { entity: Account },
  vendors: { entity: Vendor },
  expenses: { entity: Expense, schema: expenseSchema },
  invoices: { entity: Invoice },
  'invoice-line-items': { entity: InvoiceLineItem },
  'journal-entries': { entity: JournalEntry },
  'journal-entry-lines': { entity: JournalEntryLine },
  // Spending over budget makes the variance negative.
  budgets: { entity: Budget, signed: ['variance'] },
  'loyalty-members': { entity: LoyaltyMember },
  'loyalty-transactions': { entity: LoyaltyTransaction },
  'sales-analytics': { entity: SalesAnalytics },
  users: { entity: User },
  'staff-accounts': {
    entity: AdminUser,
    hidden: ['password'],
    prepare: staffAccountWrite,
    afterWrite: staffAccountChanged,
  },
  'audit-log': { entity: AuditEntry },
};
