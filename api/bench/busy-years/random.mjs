// Seeded randomness and the retreat's calendar for the "three busy years" data set: the same
// seed gives the same rows on SQLite and MariaDB, so their figures compare like for like.

/** mulberry32: small, fast, and good enough to spread bookings over a calendar. */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  /** `weights` maps a value to its relative weight: { served: 90, cancelled: 8 }. */
  const weighted = (weights) => {
    const entries = Object.entries(weights);
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
    return entries.at(-1)[0];
  };
  return { next, int, pick, weighted, chance: (p) => next() < p };
}

const FIRST = [
  'Ana',
  'Luis',
  'María',
  'José',
  'Sofía',
  'Carlos',
  'Lucía',
  'Diego',
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Mia',
  'Ethan',
  'Valeria',
  'Mateo',
  'Chloe',
  'Lukas',
  'Hannah',
  'Pedro',
  'Isabel',
  'Tomás',
  'Julia',
  'Sam',
];
const LAST = [
  'García',
  'López',
  'Pérez',
  'Xajil',
  'Cholotío',
  'Smith',
  'Müller',
  'Johnson',
  'Rossi',
  'Martin',
  'Brown',
  'Hernández',
  'Tzoc',
  'Ramírez',
  'Nguyen',
  'Cohen',
  'Silva',
  'Dubois',
  'Novak',
  'Kim',
  'Walker',
];

/** A guest's name, e-mail and phone; `n` keeps e-mails distinct without a unique key needing it. */
export function guest(random, n) {
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const local = `${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  return {
    guestName: `${first} ${last}`,
    email: `${local}${n}@example.com`,
    phone: `+502 ${random.int(3000, 5999)} ${random.int(1000, 9999)}`,
  };
}

const DAY = 86_400_000;
// Guatemala keeps UTC−6 all year (no daylight saving).
const RETREAT_OFFSET_MINUTES = 6 * 60;

/** 'yyyy-MM-dd' `n` days after `date`. */
export const addDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Day of the week of a 'yyyy-MM-dd' date, 0 = Sunday. */
export const weekday = (date) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Epoch milliseconds of `minutes` after midnight of `date` at the retreat. */
export const instantMs = (date, minutes) =>
  Date.parse(`${date}T00:00:00Z`) + (minutes + RETREAT_OFFSET_MINUTES) * 60_000;

/** The same instant as DATETIME text both drivers store. */
export const instant = (date, minutes) => stamp(instantMs(date, minutes));

/** Epoch milliseconds as 'yyyy-MM-dd HH:mm:ss.SSS' (UTC), the form TypeORM writes. */
export const stamp = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 23);

/** Every date from `first` to `last` inclusive. */
export function days(first, last) {
  const list = [];
  for (let date = first; date <= last; date = addDays(date, 1)) list.push(date);
  return list;
}

/** Money as the API keeps it: a 2-decimal string. */
export const money = (amount) => (Math.round(amount * 100) / 100).toFixed(2);
