export { PointOfSale } from './PointOfSale';
