export { KitchenDisplay } from './KitchenDisplay';
