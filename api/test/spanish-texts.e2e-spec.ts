/**
 * Spanish versions of the retreat's own texts (translations.ts in @lakeside/contracts) on a real
 * database (SQLite, or MariaDB when DATABASE_URL is set): the seed fills them, every guest
 * endpoint returns them beside the English ones, and staff edit them through the console's
 * generic CRUD, which validates them like any text and stores an emptied one as NULL.
 */
import { tooLong } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiReply } from './support/api-client.js';
import { refusal } from './support/expected-errors.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let manager: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await signInAs(t, 'manager');
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
interface MenuReply extends Row {
  name: string;
  items: Row[];
}

/** A guest read, loosely typed: the table-driven test below indexes replies by field name. */
async function get<T = Row[]>(path: string): Promise<T> {
  const response = await fetch(`${t.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The whole record back with `changes`, as the console's edit form sends it. */
async function staffEdit(resource: string, id: string | number, changes: Row): Promise<ApiReply> {
  const { body: record } = await manager.send('GET', `/api/admin/${resource}/${id}`);
  return manager.send('PUT', `/api/admin/${resource}/${id}`, { ...record, ...changes });
}

async function column(table: string, field: string, id: string | number): Promise<unknown> {
  const rows: Row[] = await t.dataSource.query(`SELECT ${field} AS value FROM ${table} WHERE id = ?`, [id]);
  return rows[0]?.value;
}

const filledIn = (value: unknown) => typeof value === 'string' && value.trim() !== '';

describe('the seeded Spanish texts in the guest replies', () => {
  it('GET /api/rooms, /api/rooms/:id and the availability search carry every room in Spanish', async () => {
    const rooms = await get('/api/rooms');
    expect(rooms).toHaveLength(4);
    for (const room of rooms) {
      expect([room.nameEs, room.descriptionEs, room.fullDescriptionEs].every(filledIn), String(room.id)).toBe(true);
      expect((room.amenitiesEs as string[]).length, String(room.id)).toBe((room.amenities as string[]).length);
    }
    expect(rooms[0]).toMatchObject({
      id: 'lakefront_lower',
      name: 'Lakefront Lower Room',
      nameEs: 'Habitación baja frente al lago',
      amenitiesEs: expect.arrayContaining(['Vista al lago', 'Terraza privada']) as unknown,
    });

    expect(await get<Row>('/api/rooms/garden_cottage')).toMatchObject({ nameEs: 'Cabaña con vista al jardín' });

    const search = await get<{ rooms: Row[] }>('/api/rooms/availability?checkin=2099-01-10&checkout=2099-01-12');
    expect(search.rooms.map((room) => [room.id, room.nameEs])).toEqual(rooms.map((room) => [room.id, room.nameEs]));
  });

  it('GET /api/events gives weekly and one-off occurrences their Spanish title and description', async () => {
    const occurrences = await get('/api/events?days=28');
    expect(new Set(occurrences.map((occurrence) => occurrence.kind))).toEqual(new Set(['event', 'template']));
    for (const occurrence of occurrences) {
      expect([occurrence.titleEs, occurrence.descriptionEs].every(filledIn), String(occurrence.id)).toBe(true);
    }
    // …and where they meet.
    expect(occurrences.filter((occurrence) => occurrence.location && !filledIn(occurrence.locationEs))).toEqual([]);
    const titles = new Map(occurrences.map((occurrence) => [occurrence.title, occurrence.titleEs]));
    expect(titles.get('Drum Night')).toBe('Noche de tambores');
    expect(titles.get('Mayan Cacao Ceremony')).toBe('Ceremonia maya de cacao');
  });

  it('GET /api/wellness/activities carries each class in Spanish', async () => {
    const activities = await get('/api/wellness/activities');
    expect(activities.map((activity) => [activity.title, activity.titleEs])).toEqual([
      ['Yoga', 'Yoga'],
      ['Breathwork', 'Respiración consciente'],
      ['Sound Healing', 'Sanación con sonido'],
    ]);
    expect(activities.every((activity) => filledIn(activity.descriptionEs))).toBe(true);
    expect(activities.map((activity) => [activity.location, activity.locationEs])).toEqual([
      ['Yoga deck', 'Plataforma de yoga'],
      ['Garden pavilion', 'Pabellón del jardín'],
      ['Ceremony space', 'Espacio ceremonial'],
    ]);
  });

  it('GET /api/restaurant/menu/full carries every category and dish in Spanish', async () => {
    const menu = await get<MenuReply[]>('/api/restaurant/menu/full');
    expect(menu.map((category) => category.nameEs)).toEqual(['Desayuno', 'Almuerzo', 'Cena', 'Bebidas']);
    const dishes = menu.flatMap((category) => [category, ...category.items]);
    expect(dishes.filter((row) => !filledIn(row.nameEs) || !filledIn(row.descriptionEs))).toEqual([]);
    const names = new Map(menu.flatMap((category) => category.items).map((item) => [item.name, item.nameEs]));
    expect(names.get('Banana Pancakes')).toBe('Panqueques de banano');
    expect(names.get('Fish Tacos')).toBe('Tacos de pescado');
  });
});

describe('staff edit the Spanish texts from the console', () => {
  const findDish = async (name: string) =>
    (await get<MenuReply[]>('/api/restaurant/menu/full'))
      .flatMap((category) => category.items)
      .find((item) => item.name === name);

  it('a dish: the new name is stored and the public menu shows it at once', async () => {
    const tacos = await findDish('Fish Tacos');
    const response = await staffEdit('menu-items', String(tacos?.id), { nameEs: '  Tacos de pescado del lago ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ nameEs: 'Tacos de pescado del lago' });
    expect(await column('menu_items', 'nameEs', String(tacos?.id))).toBe('Tacos de pescado del lago');
    expect(await findDish('Fish Tacos')).toMatchObject({ nameEs: 'Tacos de pescado del lago' });
  });

  it('a room: the room list, served from memory, is read again after the edit', async () => {
    expect((await get('/api/rooms'))[0]).toMatchObject({ id: 'lakefront_lower' });
    const response = await staffEdit('rooms', 'lakefront_lower', {
      nameEs: 'Cuarto junto al agua',
      amenitiesEs: ['Vista al lago', 'Hamaca'],
    });
    expect(response.status).toBe(200);
    expect(await column('rooms', 'nameEs', 'lakefront_lower')).toBe('Cuarto junto al agua');
    expect((await get('/api/rooms'))[0]).toMatchObject({
      nameEs: 'Cuarto junto al agua',
      amenitiesEs: ['Vista al lago', 'Hamaca'],
    });
    expect(await get<Row>('/api/rooms/lakefront_lower')).toMatchObject({ nameEs: 'Cuarto junto al agua' });
  });

  it.each([
    ['events', 'titleEs', () => get('/api/events?days=28'), 'Mayan Cacao Ceremony'],
    ['event-weekly-templates', 'titleEs', () => get('/api/events?days=28'), 'Drum Night'],
    ['wellness-activities', 'titleEs', () => get('/api/wellness/activities'), 'Breathwork'],
    ['events', 'locationEs', () => get('/api/events?days=28'), 'Mayan Cacao Ceremony'],
    ['event-weekly-templates', 'locationEs', () => get('/api/events?days=28'), 'Drum Night'],
    ['wellness-activities', 'locationEs', () => get('/api/wellness/activities'), 'Sound Healing'],
    ['menu-categories', 'nameEs', () => get<Row[]>('/api/restaurant/menu/full'), 'Dinner'],
  ] as const)('%s: the console writes %s and the guest reply shows it', async (resource, field, read, english) => {
    const englishField = resource === 'menu-categories' ? 'name' : 'title';
    const before = (await read()).find((row) => row[englishField] === english);
    const id = String(
      before?.[resource === 'events' ? 'eventId' : resource === 'event-weekly-templates' ? 'templateId' : 'id'],
    );
    const response = await staffEdit(resource, id, { [field]: `${english} (es)` });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const after = (await read()).filter((row) => row[englishField] === english);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((row) => row[field] === `${english} (es)`)).toBe(true);
  });

  it('answers an over-long Spanish name with the field’s length message and 400, never a 500', async () => {
    const dish = await findDish('Banana Pancakes');
    const longDish = await staffEdit('menu-items', String(dish?.id), { nameEs: 'x'.repeat(101) });
    expect(longDish).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field: 'nameEs', message: tooLong(100) }] }),
    });
    expect(await column('menu_items', 'nameEs', String(dish?.id))).toBe('Panqueques de banano');

    const longRoom = await staffEdit('rooms', 'garden_cottage', { nameEs: 'x'.repeat(101) });
    expect(longRoom).toEqual({
      status: 400,
      body: refusal('common.validationFailed', {
        errors: [{ field: 'nameEs', message: 'Name (Spanish) must be at most 100 characters' }],
      }),
    });
    expect(await column('rooms', 'nameEs', 'garden_cottage')).toBe('Cabaña con vista al jardín');
  });

  it('stores an emptied Spanish text as NULL, and the guest reply sends null', async () => {
    const dish = await findDish('Banana Pancakes');
    expect((await staffEdit('menu-items', String(dish?.id), { nameEs: '' })).status).toBe(200);
    expect(await column('menu_items', 'nameEs', String(dish?.id))).toBeNull();
    expect(await findDish('Banana Pancakes')).toMatchObject({ nameEs: null });

    expect((await staffEdit('rooms', 'garden_cottage', { nameEs: '   ', descriptionEs: '' })).status).toBe(200);
    expect(await column('rooms', 'nameEs', 'garden_cottage')).toBeNull();
    expect(await column('rooms', 'descriptionEs', 'garden_cottage')).toBeNull();
    expect(await get<Row>('/api/rooms/garden_cottage')).toMatchObject({ nameEs: null, descriptionEs: null });
  });
});
