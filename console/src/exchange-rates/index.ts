export { ExchangeRates } from './ExchangeRates';
