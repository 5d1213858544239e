import type { AdminFieldSchema, AdminResourceName } from '@lakeside/contracts';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { z } from 'zod';
import type { AdminUser } from '../auth/admin-user.entity.js';

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
  /** The staff form's schema from @lakeside/contracts: its MESSAGES come first. */
  schema?: z.ZodType<Record<string, unknown>>;
  /**
   * Columns the console shows first, in this order, before the rest in the entity's order: its
   * grid shows the first few columns, and columns an entity inherits (the booking guest and
   * payment columns) would otherwise come before its own.
   */
  leadingColumns?: readonly string[];
  /** Columns never sent to the browser and never written to the audit log. */
  hidden?: readonly string[];
  /**
   * Inputs the form shows for values the API takes but never returns (a new password), added
   * after the columns; `prepare` turns them into columns.
   */
  writeOnlyFields?: readonly AdminFieldSchema[];
  /**
   * Allowed values of text columns that hold an enum (each item's, for lists): edit forms offer
   * a select instead of free text, and the API refuses anything else.
   */
  choices?: Readonly<Record<string, readonly (string | number)[]>>;
  /** Turns validated input into columns (e.g. hashes a password); may add field errors. */
  prepare?: (input: Record<string, unknown>, mode: 'create' | 'update') => Promise<Record<string, unknown>>;
  /**
   * Columns that hold the id of another table's row without a foreign key (history that must
   * survive the row, e.g. who entered an expense): the console shows them by name, like a
   * foreign key's column.
   */
  references?: Readonly<Record<string, AdminResourceName>>;
  /** Columns only the server writes, beyond those every resource has (see server-owned.ts). */
  serverOwned?: readonly string[];
  /** Money columns that may go below zero; every other decimal column is 0 or more. */
  signed?: readonly string[];
  /**
   * Runs in the write's transaction before a create or an update writes (`data`: the checked
   * columns; `before`: the row an update changes), e.g. to lock the rows a check in afterWrite
   * must see unchanged.
   */
  beforeWrite?: (
    manager: EntityManager,
    change: { data: Record<string, unknown>; before?: ObjectLiteral },
  ) => Promise<void>;
  /** Runs in the write's transaction after each create, update or delete (e.g. ends sessions). */
  afterWrite?: (manager: EntityManager, change: RecordChange) => Promise<void>;
}

/**
 * The console tables one feature registers, in `<feature>/<feature>.admin-resources.ts`; the
 * names come from ADMIN_RESOURCES in the contracts, so a misspelt one does not compile.
 */
export type AdminResourceDefinitions = Partial<Record<AdminResourceName, AdminResourceDefinition>>;
