import { ExchangeRate } from './exchange-rate.entity.js';

/** The day's dollar rate and its history. */
export const EXCHANGE_RATES_ENTITIES = [ExchangeRate];
