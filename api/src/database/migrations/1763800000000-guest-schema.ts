/**
 * The guest-facing schema: accounts and sessions, rooms and their bookings, the sauna, events,
 * community forms and wellness activities. Written with TypeORM's schema builder so the one
 * migration creates the same tables on MySQL/MariaDB and on SQLite; only the timestamp
 * defaults differ per driver. The columns mirror the entities exactly (after migrating,
 * `createSchemaBuilder().log()` finds nothing to change on either driver), and the helpers
 * below are frozen copies of the column decisions in `database/columns.ts`, so later edits
 * there cannot change what this migration creates.
 */
import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

type Column = TableColumnOptions;
type Extra = Partial<Pick<TableColumnOptions, 'isNullable' | 'default'>>;

const NULLABLE: Extra = { isNullable: true };

// 'integer', not 'int': SQLite auto-increments only an INTEGER PRIMARY KEY and TypeORM declares
// every int as integer there; MySQL reads either back as INT.
const int = (name: string, extra: Extra = {}): Column => ({ name, type: 'integer', ...extra });
const id = (): Column => ({ ...int('id'), isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const varchar = (name: string, length: number, extra: Extra = {}): Column => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});
/** A string default as SQL: quoted. */
const text = (value: string): string => `'${value}'`;
const longText = (name: string, extra: Extra = {}): Column => ({ name, type: 'text', ...extra });
/** simple-json is TEXT on both drivers; no default, as MySQL 8 forbids literal defaults on TEXT. */
const json = (name: string): Column => ({ name, type: 'text' });
const decimal = (name: string, precision: number, scale: number, extra: Extra = {}): Column => ({
  name,
  type: 'decimal',
  precision,
  scale,
  ...extra,
});
const money = (name: string): Column => decimal(name, 10, 2);
const date = (name: string, extra: Extra = {}): Column => ({ name, type: 'date', ...extra });
const timeOfDay = (name: string, extra: Extra = {}): Column => varchar(name, 5, extra);
const datetime = (name: string, extra: Extra = {}): Column => ({ name, type: 'datetime', ...extra });
const bool = (name: string, value: boolean): Column => ({ name, type: 'boolean', default: value ? 1 : 0 });
const currency = (): Column => varchar('currency', 3, { default: text('USD') });
const language = (): Column => varchar('language', 2, { default: text('en') });
const guestName = (): Column => varchar('guestName', 100);
const email = (extra: Extra = {}): Column => varchar('email', 255, extra);
const phone = (extra: Extra = {}): Column => varchar('phone', 20, extra);
const imageEmoji = (): Column => varchar('imageEmoji', 16, NULLABLE);

/** createdAt/updatedAt as TypeORM's CreateDateColumn/UpdateDateColumn declare them per driver. */
function timestamps(isMysql: boolean) {
  const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
  const precision = isMysql ? { precision: 6 } : {};
  return {
    createdAt: (): Column => ({ name: 'createdAt', type: 'datetime', ...precision, default: now }),
    updatedAt: (): Column => ({
      name: 'updatedAt',
      type: 'datetime',
      ...precision,
      default: now,
      ...(isMysql ? { onUpdate: now } : {}),
    }),
  };
}

/**
 * A foreign key to `table.id`. ON UPDATE is spelled out because that is what TypeORM declares
 * for entities, and MySQL would otherwise record RESTRICT.
 */
const fk = (column: string, table: string, onDelete: 'RESTRICT' | 'CASCADE') => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete,
  onUpdate: 'NO ACTION',
});

/** Online payment references: each unique, so one captured payment pays for one booking only. */
const paymentIds = (): Column[] => [
  varchar('paypalOrderId', 100, NULLABLE),
  varchar('recurrentePaymentId', 100, NULLABLE),
];
const paymentIdIndices = () => [
  { columnNames: ['paypalOrderId'], isUnique: true },
  { columnNames: ['recurrentePaymentId'], isUnique: true },
];

/** Tables in creation order; `down` drops them in reverse. */
function guestTables(isMysql: boolean): Table[] {
  const { createdAt, updatedAt } = timestamps(isMysql);
  return [
    new Table({
      name: 'users',
      columns: [
        { name: 'id', type: 'varchar', length: '36', isPrimary: true },
        email(NULLABLE),
        varchar('firstName', 100, NULLABLE),
        varchar('lastName', 100, NULLABLE),
        varchar('profileImageUrl', 500, NULLABLE),
        bool('isFirstTimeUser', true),
        bool('hasCompletedOnboarding', false),
        datetime('lastLoginAt', NULLABLE),
        createdAt(),
        updatedAt(),
      ],
      indices: [{ columnNames: ['email'], isUnique: true }],
    }),
    new Table({
      name: 'sessions',
      columns: [{ name: 'sid', type: 'varchar', length: '128', isPrimary: true }, json('sess'), datetime('expire')],
      indices: [{ columnNames: ['expire'] }],
    }),
    new Table({
      name: 'admin_users',
      columns: [
        id(),
        varchar('username', 100),
        varchar('password', 255),
        varchar('role', 20, { default: text('staff') }),
        varchar('displayName', 100, NULLABLE),
        bool('isActive', true),
        datetime('lastLoginAt', NULLABLE),
        createdAt(),
        updatedAt(),
      ],
      indices: [{ columnNames: ['username'], isUnique: true }],
    }),
    new Table({
      name: 'rooms',
      columns: [
        { name: 'id', type: 'varchar', length: '40', isPrimary: true },
        varchar('name', 100),
        varchar('description', 500),
        longText('fullDescription'),
        money('pricePerNight'),
        currency(),
        int('maxGuests'),
        int('beds'),
        int('bathrooms', { default: 1 }),
        json('amenities'),
        json('features'),
        decimal('rating', 2, 1, { default: 0 }),
        int('reviewCount', { default: 0 }),
        imageEmoji(),
        json('images'),
        int('displayOrder', { default: 0 }),
        bool('isActive', true),
        createdAt(),
      ],
    }),
    new Table({
      name: 'room_bookings',
      columns: [
        id(),
        date('checkinDate'),
        date('checkoutDate'),
        varchar('roomType', 40),
        int('guests'),
        guestName(),
        email(),
        phone(),
        money('totalPrice'),
        currency(),
        varchar('status', 20, { default: text('held') }),
        datetime('holdExpiresAt', NULLABLE),
        datetime('confirmedAt', NULLABLE),
        language(),
        ...paymentIds(),
        varchar('paymentProvider', 20, { default: text('paypal') }),
        createdAt(),
        updatedAt(),
      ],
      indices: [{ columnNames: ['checkinDate'] }, { columnNames: ['status'] }, ...paymentIdIndices()],
      foreignKeys: [fk('roomType', 'rooms', 'RESTRICT')],
    }),
    new Table({
      name: 'room_nights',
      columns: [id(), varchar('roomId', 40), date('night'), int('bookingId'), createdAt()],
      // (roomId, night) unique: a night of a room is sold once, whoever commits first wins.
      indices: [{ columnNames: ['roomId', 'night'], isUnique: true }, { columnNames: ['bookingId'] }],
      foreignKeys: [fk('roomId', 'rooms', 'RESTRICT'), fk('bookingId', 'room_bookings', 'CASCADE')],
    }),
    new Table({
      name: 'sauna_slots',
      columns: [id(), timeOfDay('startTime'), bool('isActive', true), int('displayOrder', { default: 0 }), createdAt()],
      indices: [{ columnNames: ['startTime'], isUnique: true }],
    }),
    new Table({
      name: 'sauna_rates',
      columns: [id(), int('durationMinutes'), money('price'), currency(), createdAt()],
      indices: [{ columnNames: ['durationMinutes'], isUnique: true }],
    }),
    new Table({
      name: 'sauna_bookings',
      columns: [
        id(),
        date('sessionDate'),
        timeOfDay('timeSlot'),
        int('duration'),
        guestName(),
        email(),
        phone(NULLABLE),
        longText('notes', NULLABLE),
        money('totalPrice'),
        currency(),
        language(),
        varchar('paymentStatus', 20, { default: text('pay_at_retreat') }),
        ...paymentIds(),
        varchar('paymentProvider', 20, NULLABLE),
        createdAt(),
      ],
      // (sessionDate, timeSlot) unique: one party per sauna slot.
      indices: [{ columnNames: ['sessionDate', 'timeSlot'], isUnique: true }, ...paymentIdIndices()],
    }),
    new Table({
      name: 'events',
      columns: [
        id(),
        varchar('title', 200),
        longText('description'),
        date('eventDate'),
        timeOfDay('eventTime'),
        varchar('duration', 50),
        int('maxAttendees'),
        int('currentAttendees', { default: 0 }),
        money('ticketPrice'),
        varchar('category', 50),
        varchar('location', 100, NULLABLE),
        json('tags'),
        varchar('imageUrl', 500, NULLABLE),
        imageEmoji(),
        bool('hasTimeSlots', false),
        json('availableTimeSlots'),
        bool('isActive', true),
        createdAt(),
      ],
      indices: [{ columnNames: ['eventDate'] }],
    }),
    new Table({
      name: 'event_weekly_templates',
      columns: [
        id(),
        varchar('title', 200),
        longText('description', NULLABLE),
        int('dayOfWeek'),
        timeOfDay('startTime'),
        timeOfDay('endTime', NULLABLE),
        varchar('duration', 50),
        money('ticketPrice'),
        int('maxAttendees'),
        varchar('category', 50),
        varchar('location', 100, NULLABLE),
        imageEmoji(),
        json('extras'),
        bool('isActive', true),
        createdAt(),
      ],
    }),
    new Table({
      name: 'event_sessions',
      columns: [
        id(),
        int('eventId', NULLABLE),
        int('templateId', NULLABLE),
        date('sessionDate'),
        timeOfDay('startTime'),
        int('maxAttendees'),
        int('seatsTaken', { default: 0 }),
        createdAt(),
      ],
      // NULLs never collide in a unique key, so each key binds only its own kind of session.
      indices: [
        { columnNames: ['eventId', 'sessionDate', 'startTime'], isUnique: true },
        { columnNames: ['templateId', 'sessionDate', 'startTime'], isUnique: true },
        { columnNames: ['sessionDate'] },
      ],
      foreignKeys: [fk('eventId', 'events', 'CASCADE'), fk('templateId', 'event_weekly_templates', 'CASCADE')],
    }),
    new Table({
      name: 'event_bookings',
      columns: [
        id(),
        int('eventId', NULLABLE),
        int('sessionId'),
        guestName(),
        email(),
        phone(),
        int('numberOfTickets', { default: 1 }),
        varchar('selectedTimeSlot', 50, NULLABLE),
        datetime('selectedDateTime', NULLABLE),
        money('totalAmount'),
        currency(),
        language(),
        varchar('paymentStatus', 20, { default: text('confirmed') }),
        ...paymentIds(),
        varchar('paymentProvider', 20, NULLABLE),
        createdAt(),
      ],
      indices: [{ columnNames: ['sessionId'] }, { columnNames: ['eventId'] }, ...paymentIdIndices()],
      foreignKeys: [fk('eventId', 'events', 'RESTRICT'), fk('sessionId', 'event_sessions', 'RESTRICT')],
    }),
    new Table({
      name: 'community_mailing_list',
      columns: [
        id(),
        email(),
        varchar('firstName', 100),
        json('interests'),
        varchar('languagePreference', 2, { default: text('en') }),
        bool('isActive', true),
        varchar('subscriptionSource', 50, { default: text('website') }),
        varchar('unsubscribeToken', 64),
        datetime('unsubscribedAt', NULLABLE),
        createdAt(),
        updatedAt(),
      ],
      indices: [
        { columnNames: ['email'], isUnique: true },
        { columnNames: ['unsubscribeToken'], isUnique: true },
      ],
    }),
    new Table({
      name: 'contact_forms',
      columns: [
        id(),
        varchar('name', 100),
        email(),
        phone(NULLABLE),
        varchar('subject', 20, { default: text('other') }),
        longText('message'),
        bool('isRead', false),
        datetime('respondedAt', NULLABLE),
        createdAt(),
      ],
    }),
    new Table({
      name: 'volunteer_applications',
      columns: [
        id(),
        varchar('name', 100),
        email(),
        phone(),
        varchar('nationality', 100),
        int('age', { default: 18 }),
        varchar('accommodationType', 20),
        date('availableFrom', NULLABLE),
        int('duration', { default: 2 }),
        longText('previousExperience', NULLABLE),
        json('skills'),
        longText('motivation'),
        longText('dietaryRequirements', NULLABLE),
        varchar('status', 20, { default: text('new') }),
        createdAt(),
      ],
    }),
    new Table({
      name: 'wellness_activities',
      columns: [
        id(),
        varchar('title', 200),
        longText('description', NULLABLE),
        timeOfDay('startTime'),
        int('durationMinutes'),
        varchar('instructor', 100, NULLABLE),
        varchar('location', 100, NULLABLE),
        int('maxParticipants'),
        money('price'),
        currency(),
        imageEmoji(),
        int('dayOfWeek', NULLABLE),
        bool('isActive', true),
        int('displayOrder', { default: 0 }),
        createdAt(),
      ],
    }),
  ];
}

export class GuestSchema1763800000000 implements MigrationInterface {
  name = 'GuestSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of guestTables(isMysql(queryRunner))) {
      await queryRunner.createTable(table, true);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of guestTables(isMysql(queryRunner)).reverse()) {
      await queryRunner.dropTable(table.name, true);
    }
  }
}

function isMysql(queryRunner: QueryRunner): boolean {
  const type = queryRunner.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}
