export { RoomsToday } from './RoomsToday';
