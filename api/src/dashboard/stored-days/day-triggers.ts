/**
 * The database triggers that keep stored dashboard days honest: any insert, update or delete of
 * a record the dashboard sums marks the retreat days it feeds stale, in the same transaction as
 * the change, whichever code (or a console grid, or a bulk load) made it
 * (docs/decisions/0020-dashboard-stored-days.md). A day without a stored row is computed live
 * anyway, so the UPDATE of a day not stored (today's orders) changes nothing.
 *
 * The DashboardDays migration creates these; a later change to them needs a migration of its
 * own that drops and creates them again. SQLite drops a table's triggers when TypeORM rebuilds
 * the table (a column changed): such a migration must create them again, and the
 * dashboard-days job refuses to trust stored days while one is missing.
 */
export type TriggerDialect = 'sqlite' | 'mysql';
type RowName = 'NEW' | 'OLD';

/** The retreat's zone, America/Guatemala, is UTC-6 all year (as retreatDay in the contracts). */
const RETREAT_UTC_OFFSET_HOURS = 6;

const retreatDayOf = (dialect: TriggerDialect, instant: string): string =>
  dialect === 'sqlite'
    ? `date(${instant}, '-${RETREAT_UTC_OFFSET_HOURS} hours')`
    : `DATE(${instant} - INTERVAL ${RETREAT_UTC_OFFSET_HOURS} HOUR)`;

/** The retreat day of an order, by its id. */
const orderDay = (dialect: TriggerDialect, orderId: string): string =>
  `day = (SELECT ${retreatDayOf(dialect, 'orderTime')} FROM restaurant_orders WHERE id = ${orderId})`;

/** The nights of a stay, by its id. */
const stayNights = (bookingId: string): string =>
  `day >= (SELECT checkinDate FROM room_bookings WHERE id = ${bookingId})` +
  ` AND day < (SELECT checkoutDate FROM room_bookings WHERE id = ${bookingId})`;

interface DaySource {
  table: string;
  /** Conditions on dashboard_days.day selecting the days a row feeds: one UPDATE each. */
  days: (row: RowName, dialect: TriggerDialect) => string[];
}

/** Every table whose rows the dashboard's figures are computed from (dashboard/range-figures.ts). */
const DAY_SOURCES: DaySource[] = [
  // A stay's value and payments are spread over its nights.
  { table: 'room_bookings', days: (row) => [`day >= ${row}.checkinDate AND day < ${row}.checkoutDate`] },
  { table: 'room_nights', days: (row) => [`day = ${row}.night`] },
  {
    table: 'booking_payments',
    days: (row) => [
      `${row}.bookingKind = 'room' AND ${stayNights(`${row}.bookingId`)}`,
      `${row}.bookingKind = 'event' AND day = (SELECT s.sessionDate FROM event_bookings b` +
        ` INNER JOIN event_sessions s ON s.id = b.sessionId WHERE b.id = ${row}.bookingId)`,
      `${row}.bookingKind = 'sauna' AND day = (SELECT sessionDate FROM sauna_bookings WHERE id = ${row}.bookingId)`,
    ],
  },
  {
    table: 'event_bookings',
    days: (row) => [`day = (SELECT sessionDate FROM event_sessions WHERE id = ${row}.sessionId)`],
  },
  // A session moved to another day takes its tickets with it.
  { table: 'event_sessions', days: (row) => [`day = ${row}.sessionDate`] },
  { table: 'sauna_bookings', days: (row) => [`day = ${row}.sessionDate`] },
  { table: 'restaurant_orders', days: (row, dialect) => [`day = ${retreatDayOf(dialect, `${row}.orderTime`)}`] },
  { table: 'order_items', days: (row, dialect) => [orderDay(dialect, `${row}.orderId`)] },
  // A meal charged to a room, and its settlement by the stay's payment: the order's day and the stay's nights.
  {
    table: 'folio_charges',
    days: (row, dialect) => [orderDay(dialect, `${row}.orderId`), stayNights(`${row}.roomBookingId`)],
  },
  { table: 'expenses', days: (row) => [`day = ${row}.expenseDate`] },
];

const EVENTS = [
  { event: 'INSERT', suffix: 'ins', rows: ['NEW'] },
  { event: 'UPDATE', suffix: 'upd', rows: ['OLD', 'NEW'] },
  { event: 'DELETE', suffix: 'del', rows: ['OLD'] },
] as const;

const triggerName = (table: string, suffix: string) => `dashboard_day_${table}_${suffix}`;

/** The names of every trigger, for the job's check that none is missing. */
export const DAY_TRIGGER_NAMES: readonly string[] = DAY_SOURCES.flatMap(({ table }) =>
  EVENTS.map(({ suffix }) => triggerName(table, suffix)),
);

/** CREATE TRIGGER statements for every source table and event. */
export function createDayTriggers(dialect: TriggerDialect): string[] {
  return DAY_SOURCES.flatMap(({ table, days }) =>
    EVENTS.map(({ event, suffix, rows }) => {
      const updates = rows.flatMap((row) =>
        days(row, dialect).map((condition) => `UPDATE dashboard_days SET stale = 1 WHERE ${condition};`),
      );
      return `CREATE TRIGGER ${triggerName(table, suffix)} AFTER ${event} ON ${table} FOR EACH ROW BEGIN ${updates.join(' ')} END`;
    }),
  );
}

export function dropDayTriggers(): string[] {
  return DAY_TRIGGER_NAMES.map((name) => `DROP TRIGGER IF EXISTS ${name}`);
}

/** The SQL listing this database's dashboard-day triggers (a `name` column). */
export function listDayTriggersSql(dialect: TriggerDialect): string {
  return dialect === 'sqlite'
    ? "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'dashboard_day_%'"
    : "SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME LIKE 'dashboard_day_%'";
}
