import { namingColumnsOf, recordNameOf, type AdminResourceName } from '@lakeside/contracts';
import { In, type DataSource } from 'typeorm';
import { ADMIN_RESOURCE_DEFINITIONS } from '../admin-resource-definitions.js';
import { keyText } from './csv-cells.js';

/** Ids looked up per query. */
const CHUNK = 500;

/**
 * The names of rows of one table, by id, as the console names them (the contracts'
 * recordNameOf): what an export writes where a row points at another ("Created by: Rosa Ajú",
 * not "3"). Only the naming columns are read, never a hidden one.
 */
export async function referenceNames(
  dataSource: DataSource,
  resource: AdminResourceName,
  ids: readonly unknown[],
): Promise<Map<string, string>> {
  const definition = ADMIN_RESOURCE_DEFINITIONS[resource];
  const metadata = dataSource.getMetadata(definition.entity);
  const hidden = new Set(definition.hidden ?? []);
  const columns = metadata.columns.map((column) => column.propertyName).filter((name) => !hidden.has(name));
  const key = metadata.primaryColumns[0]?.propertyName ?? 'id';
  const nameOf = recordNameOf(columns);
  const names = new Map<string, string>();
  const wanted = [...new Set(ids.filter((id) => id !== null && id !== undefined))];
  for (let start = 0; start < wanted.length; start += CHUNK) {
    const rows = await dataSource
      .getRepository(metadata.target)
      .createQueryBuilder('row')
      .select([key, ...namingColumnsOf(columns)].map((column) => `row.${column}`))
      .where({ [key]: In(wanted.slice(start, start + CHUNK)) })
      .getMany();
    for (const row of rows) names.set(keyText(row[key]), nameOf({ ...row, id: row[key] as unknown }));
  }
  return names;
}
