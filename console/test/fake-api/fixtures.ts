/**
 * What the fake API starts with. The admin schema is a snapshot of the real API's
 * GET /api/admin-schema for an admin (admin-schema.json); the fake narrows it per role with
 * the contracts' permission matrix, as the API does.
 */
import { readFileSync } from 'node:fs';
import type { Language, RoomReply, StaffRole } from '@lakeside/contracts';
import { room } from '../support/replies';
import type { Row, Tables } from './adminCrud';

export interface FakeField {
  name: string;
  type: string;
  required: boolean;
  readOnly: boolean;
  maxLength?: number;
  reference?: string;
  choices?: (string | number)[];
}

export interface FakeSchema {
  name: string;
  label: string;
  primaryKey: string;
  canWrite: boolean;
  fields: FakeField[];
}

export const ADMIN_SCHEMA = JSON.parse(
  readFileSync(new URL('./admin-schema.json', import.meta.url), 'utf8'),
) as FakeSchema[];

export interface FakeStaff {
  id: number;
  username: string;
  password: string;
  role: StaffRole;
  displayName: string | null;
  /** The console language the login chose; none: the browser's. */
  language?: Language;
}

export const STAFF: FakeStaff[] = [
  { id: 1, username: 'ana', password: 'ana-password-1', role: 'admin', displayName: 'Ana López' },
  { id: 2, username: 'mario', password: 'mario-password-1', role: 'manager', displayName: 'Mario Tuch' },
  { id: 3, username: 'sam', password: 'sam-password-1', role: 'staff', displayName: null },
  // Every attempt answers 429, as the API does while an account is locked.
  { id: 4, username: 'locked', password: 'locked-password-1', role: 'staff', displayName: null },
  { id: 5, username: 'lucia', password: 'lucia-password-1', role: 'manager', displayName: 'Lucía Xep', language: 'es' },
];

/** The catalogue as GET /api/rooms answers it (the contracts' roomReply); also the admin rooms table. */
export const ROOMS: RoomReply[] = [
  room('lakefront_lower', { name: 'Lakefront Lower Room', maxGuests: 2, pricePerNight: '65.00' }),
  room('upper_lakefront', { name: 'Upper Lake Front', maxGuests: 2, pricePerNight: '80.00' }),
  room('lakeside_cottage', { name: 'Private Lake-side Cottage', maxGuests: 4, pricePerNight: '100.00' }),
  room('garden_cottage', { name: 'Garden View Cottage', maxGuests: 4, pricePerNight: '100.00' }),
];

const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Drinks'];

/** 30 dishes: more than one page of 25, names sortable and searchable. */
export function menuItems(): Row[] {
  return Array.from({ length: 30 }, (_, index) => ({
    id: index + 1,
    categoryId: (index % 4) + 1,
    name: `Dish ${String(index + 1).padStart(2, '0')}${index === 6 ? ' Pepián' : ''}`,
    description: `Plate number ${index + 1}`,
    price: `${40 + index}.50`,
    costPrice: '10.00',
    preparationTime: 10,
    calories: 500,
    allergens: index % 2 ? ['eggs'] : [],
    dietary: [],
    spiceLevel: null,
    isAvailable: true,
    isPopular: index === 0,
    imageUrl: null,
    displayOrder: index,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
  }));
}

/** The tables the admin CRUD serves; the others start empty. */
export function adminTables(): Tables {
  return {
    rooms: ROOMS.map((room) => ({ ...room })),
    'menu-categories': CATEGORIES.map((name, index) => ({ id: index + 1, name, displayOrder: index, isActive: true })),
    'menu-items': menuItems(),
  };
}
