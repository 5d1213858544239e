/** Its own module so the menu island loads its reply contracts (and zod) only when it reads the menu itself or orders. */
import '../no-eval-parsing';
import { menuReply, orderReply, parseReply, type MenuReply, type OrderReply } from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

/** GET /api/restaurant/menu/full (Try Again). */
export const readMenu: ReplyReader<MenuReply> = (body, source) => parseReply(menuReply, body, source);

/** POST /api/restaurant/orders. */
export const readOrder: ReplyReader<OrderReply> = (body, source) => parseReply(orderReply, body, source);
