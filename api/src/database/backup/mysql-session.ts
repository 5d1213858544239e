/**
 * The MySQL/MariaDB connection a dump or a load runs on: its own connection (not the app's
 * pool), reading every value as the exact text the server stores, so nothing is converted
 * on the way out and back in (dates, decimals, big integers, JSON).
 */
import mysql from 'mysql2';

export type MysqlConnection = mysql.Connection;

export async function openMysqlSession(url: string): Promise<MysqlConnection> {
  const connection = mysql.createConnection({
    uri: url,
    charset: 'utf8mb4_unicode_ci',
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    jsonStrings: true,
    timezone: 'Z',
    connectTimeout: 5000,
  });
  // TIMESTAMP values are read and written in UTC whatever the server's own zone is.
  await connection.promise().query("SET SESSION time_zone = '+00:00'");
  return connection;
}

export function quoteName(name: string): string {
  return `\`${name.replaceAll('`', '``')}\``;
}

/** The schema's tables (views and the like are not data). */
export async function baseTables(connection: MysqlConnection): Promise<string[]> {
  const [rows] = await connection
    .promise()
    .query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    );
  return (rows as { name: string }[]).map((row) => row.name);
}
