export { Channels } from './Channels';
