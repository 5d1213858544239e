/**
 * Plain INSERTs for the order path. TypeORM's `manager.insert` follows every INSERT with a
 * SELECT of the columns the database filled in (createdAt, defaults), because neither SQLite
 * nor MySQL gives them back; an order writes five to ten rows and needs none of them back,
 * only the new ids.
 */
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

/** Inserts one row; its new auto-increment id. */
export async function insertRow<Entity extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  values: QueryDeepPartialEntity<Entity>,
): Promise<number> {
  const result = await manager.createQueryBuilder().insert().into(target).values(values).updateEntity(false).execute();
  // The driver reads the id out of its own raw result (insertId on MySQL, lastInsertRowid on
  // SQLite); the last two arguments say this is row 0 of 1.
  const metadata = manager.connection.getMetadata(target);
  const generated = manager.connection.driver.createGeneratedMap(metadata, result.raw, 0, 1) as
    { id?: number } | undefined;
  if (typeof generated?.id !== 'number') throw new Error('The database did not report the new row id');
  return generated.id;
}

export async function insertRows<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  values: QueryDeepPartialEntity<Entity>[],
): Promise<void> {
  await manager.createQueryBuilder().insert().into(target).values(values).updateEntity(false).execute();
}
