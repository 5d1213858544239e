/** Its own module so the menu island loads the reply contract (and zod) only when it reads the menu itself. */
export { menuReply, parseReply } from '@lakeside/contracts';
