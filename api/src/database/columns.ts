/**
 * Column helpers shared by every entity, so that the few type decisions that must hold on
 * both drivers (MySQL/MariaDB through mysql2 and SQLite through better-sqlite3) are made once.
 */
import { Column, CreateDateColumn, UpdateDateColumn, type ColumnOptions, type ValueTransformer } from 'typeorm';

/**
 * mysql2 returns DECIMAL as a string, better-sqlite3 as a number. In code, money and
 * quantities are always fixed-point strings ("12.50"), never floats, so sums stay exact.
 */
export function decimalTransformer(scale: number): ValueTransformer {
  return {
    to: (value: string | number | null | undefined) => (value === null || value === undefined ? value : String(value)),
    from: (value: string | number | null) => (value === null ? null : Number(value).toFixed(scale)),
  };
}

type ExtraOptions = Pick<ColumnOptions, 'nullable' | 'default' | 'comment' | 'name'>;

/** DECIMAL(10,2): money. Read back as a 2-decimal string. */
export function MoneyColumn(options: ExtraOptions = {}): PropertyDecorator {
  return Column({ type: 'decimal', precision: 10, scale: 2, transformer: decimalTransformer(2), ...options });
}

/** DECIMAL(10,3): stock quantities. Read back as a 3-decimal string. */
export function QuantityColumn(options: ExtraOptions = {}): PropertyDecorator {
  return Column({ type: 'decimal', precision: 10, scale: 3, transformer: decimalTransformer(3), ...options });
}

/** A calendar date without time ("2026-11-22"), stored as DATE; read back as a string. */
export function DateOnlyColumn(options: ExtraOptions = {}): PropertyDecorator {
  return Column({ type: 'date', ...options });
}

/** A wall-clock time of day in the retreat's zone, "HH:MM" (24 h). */
export function TimeOfDayColumn(options: ExtraOptions = {}): PropertyDecorator {
  return Column({ type: 'varchar', length: 5, ...options });
}

/** A point in time, stored in UTC (mysql2 runs with timezone 'Z'). */
export function TimestampColumn(options: ExtraOptions = {}): PropertyDecorator {
  return Column({ type: 'datetime', ...options });
}

/** A list or object kept as JSON text: portable across both drivers (no native JSON in SQLite). */
export function JsonColumn(options: ExtraOptions = {}): PropertyDecorator {
  return Column({ type: 'simple-json', ...options });
}

/** Bounded text: every free-text field has a documented limit. */
export function TextColumn(length: number, options: ExtraOptions = {}): PropertyDecorator {
  return Column({ type: 'varchar', length, ...options });
}

/** Long free text (descriptions, messages). */
export function LongTextColumn(options: ExtraOptions = {}): PropertyDecorator {
  return Column({ type: 'text', ...options });
}

export function BooleanColumn(defaultValue: boolean, options: ExtraOptions = {}): PropertyDecorator {
  return Column({ type: 'boolean', default: defaultValue, ...options });
}

export function CreatedAt(): PropertyDecorator {
  return CreateDateColumn({ type: 'datetime' });
}

export function UpdatedAt(): PropertyDecorator {
  return UpdateDateColumn({ type: 'datetime' });
}
