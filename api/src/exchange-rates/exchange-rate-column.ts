import { decimalTransformer } from '../database/columns.js';

/** DECIMAL(10,4) rates as "7.7500" on both drivers (mysql2 gives a string, better-sqlite3 a number). */
export const exchangeRateTransformer = decimalTransformer(4);
