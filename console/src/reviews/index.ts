export { Reviews } from './Reviews';
