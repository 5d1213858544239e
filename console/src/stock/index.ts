export { LowStock } from './LowStock';
