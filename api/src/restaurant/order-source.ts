/**
 * Who placed an order. 'pos': staff at the till (any order type, staff sign-in required);
 * 'guest': the public menu page, for a table or a room only. Belongs in @lakeside/contracts
 * once the console and the site send it; kept here until then.
 */
export const ORDER_SOURCES = ['pos', 'guest'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
