// Writes many rows fast, straight through the driver the API uses (better-sqlite3 or mysql2):
// multi-row INSERTs, one transaction per table. Foreign and unique keys stay checked, so a
// generator that breaks one fails here instead of leaving a data set the API never could.
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';

// SQLite allows 32,766 bound values per statement; MariaDB is bounded by max_allowed_packet (16 MB).
const SQLITE_VALUES_PER_STATEMENT = 30_000;
const MYSQL_ROWS_PER_STATEMENT = 2_000;

/** Opens the bench database named by the API's env (SQLITE_PATH or DATABASE_URL). */
export async function openBulk(env) {
  return env.DATABASE_URL ? openMysql(env.DATABASE_URL) : openSqlite(env.SQLITE_PATH);
}

function openSqlite(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const statements = new Map();
  const statement = (table, columns, count) => {
    const key = `${table}:${count}`;
    if (!statements.has(key)) {
      const row = `(${columns.map(() => '?').join(',')})`;
      const names = columns.map((column) => `"${column}"`).join(',');
      statements.set(key, db.prepare(`INSERT INTO "${table}" (${names}) VALUES ${Array(count).fill(row).join(',')}`));
    }
    return statements.get(key);
  };
  return {
    kind: 'sqlite',
    query: async (sql, params = []) => db.prepare(sql).all(...params),
    async insert(table, columns, rows) {
      const perStatement = Math.max(1, Math.floor(SQLITE_VALUES_PER_STATEMENT / columns.length));
      db.exec('BEGIN');
      try {
        for (let i = 0; i < rows.length; i += perStatement) {
          const chunk = rows.slice(i, i + perStatement);
          statement(table, columns, chunk.length).run(chunk.flat());
        }
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    close: async () => db.close(),
  };
}

async function openMysql(uri) {
  const connection = await createConnection({ uri, timezone: 'Z', dateStrings: true });
  return {
    kind: 'mariadb',
    query: async (sql, params = []) => (await connection.query(sql, params))[0],
    async insert(table, columns, rows) {
      await connection.beginTransaction();
      try {
        for (let i = 0; i < rows.length; i += MYSQL_ROWS_PER_STATEMENT) {
          await connection.query('INSERT INTO ?? (??) VALUES ?', [
            table,
            columns,
            rows.slice(i, i + MYSQL_ROWS_PER_STATEMENT),
          ]);
        }
        await connection.commit();
      } catch (error) {
        await connection.rollback();
        throw error;
      }
    },
    close: () => connection.end(),
  };
}

/**
 * Inserts objects that share their keys, in key order. A table's first insert takes the ids the
 * generator chose, so child rows can name their parents without reading ids back.
 */
export function insertObjects(bulk, table, objects) {
  if (objects.length === 0) return Promise.resolve();
  const columns = Object.keys(objects[0]);
  return bulk.insert(
    table,
    columns,
    objects.map((object) => columns.map((column) => object[column])),
  );
}
