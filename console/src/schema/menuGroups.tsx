import type { AdminResourceName } from '@lakeside/contracts';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import EventIcon from '@mui/icons-material/Event';
import HotelIcon from '@mui/icons-material/Hotel';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import PeopleIcon from '@mui/icons-material/People';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import type { ComponentType } from 'react';

/** A sidebar section; its resources appear in this order when the role may read them. */
export interface MenuGroup {
  /** Its title's message key (layout/messages.ts). */
  label: string;
  icon: ComponentType;
  resources: readonly AdminResourceName[];
}

/** The sidebar's sections, in the order of the back office's day (ADMIN_RESOURCES has the labels). */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    label: 'layout.sections.stay',
    icon: HotelIcon,
    resources: [
      'rooms',
      'room-rate-periods',
      'room-bookings',
      'sauna-slots',
      'sauna-rates',
      'sauna-bookings',
      'booking-payments',
    ],
  },
  {
    label: 'layout.sections.events',
    icon: EventIcon,
    resources: ['events', 'event-weekly-templates', 'event-sessions', 'event-bookings', 'wellness-activities'],
  },
  {
    label: 'layout.sections.community',
    icon: PeopleIcon,
    resources: ['mailing-list', 'contact-messages', 'volunteer-applications'],
  },
  {
    label: 'layout.sections.restaurant',
    icon: RestaurantIcon,
    resources: [
      'menu-categories',
      'menu-items',
      'menu-modifiers',
      'modifier-options',
      'restaurant-orders',
      'order-items',
      'order-item-modifiers',
      'kitchen-stations',
      'kitchen-queue',
    ],
  },
  {
    label: 'layout.sections.inventory',
    icon: Inventory2Icon,
    resources: [
      'inventory-categories',
      'inventory-items',
      'stock-movements',
      'recipe-ingredients',
      'modifier-option-ingredients',
    ],
  },
  { label: 'layout.sections.staff', icon: BadgeIcon, resources: ['staff-members', 'staff-schedules', 'time-tracking'] },
  {
    label: 'layout.sections.finance',
    icon: AccountBalanceIcon,
    resources: [
      'expenses',
      'accounts',
      'vendors',
      'invoices',
      'invoice-line-items',
      'journal-entries',
      'journal-entry-lines',
      'posting-rules',
      'ledger-periods',
      'budgets',
      'tax-rules',
    ],
  },
  {
    label: 'layout.sections.loyaltyAndAnalytics',
    icon: LoyaltyIcon,
    resources: ['loyalty-members', 'loyalty-transactions', 'sales-analytics'],
  },
  {
    label: 'layout.sections.administration',
    icon: AdminPanelSettingsIcon,
    resources: ['users', 'staff-accounts', 'audit-log'],
  },
];

/** The section a resource belongs to (every admin resource is in exactly one). */
export function groupOf(resource: string): MenuGroup | undefined {
  return MENU_GROUPS.find((group) => (group.resources as readonly string[]).includes(resource));
}
