/**
 * What the restaurant endpoints say when they refuse something. Written for the guest at the
 * menu page and the staff at the till, who see them as they come (spec §7: "on non-OK reads
 * message"). The order-form ones belong in @lakeside/contracts' MESSAGES once the POS and the
 * menu page validate them too.
 */
export const RESTAURANT_MESSAGES = {
  tableNumberRequired: 'Table number is required for dine in',
  roomNumberRequired: 'Room number is required for room service',
  guestOrderType: 'Online orders are for a table (dine in) or your room (room service)',
  tooManyLines: (max: number) => `An order can have at most ${max} lines`,
  invalidClientOrderId: 'clientOrderId must be a UUID',
  invalidSource: "source must be 'pos' or 'guest'",
  invalidOptionIds: 'modifierOptionIds must be a list of option ids',
  unknownMenuItem: (id: number) => `Menu item ${id} is not on the menu`,
  itemUnavailable: (names: readonly string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not available right now. Please remove ${
      names.length === 1 ? 'it' : 'them'
    } from the order.`,
  unknownOption: (itemName: string) => `That choice is not offered for ${itemName}`,
  optionRequired: (modifierName: string, itemName: string) => `Please choose ${modifierName} for ${itemName}`,
  oneOptionOnly: (modifierName: string, itemName: string) => `Please choose only one ${modifierName} for ${itemName}`,
  linePrice: (itemName: string, unitPrice: string) => `${itemName} costs Q${unitPrice} each`,
  orderTotal: (total: string) => `The order total is Q${total}`,
  orderTooLarge: 'This order is too large for one ticket. Please split it.',
  orderNotFound: 'Order not found',
  ticketNotFound: 'Kitchen ticket not found',
  ticketAlreadyAt: (status: string) => `This ticket is already ${status}; it can only move forward.`,
  alreadyPaid: 'This order has already been paid.',
  orderCancelled: 'This order was cancelled.',
  paidNotCancellable: 'This order has been paid, so it cannot be cancelled.',
  servedNotCancellable: 'This order has been served, so it cannot be cancelled.',
  tenderedRequired: 'Enter the amount the guest handed over',
  tenderedTooLow: (due: string, currencySign: string) =>
    `The amount handed over is less than the ${currencySign}${due} due`,
  sampleMenuExists:
    'The menu already has dishes, so the sample menu was not added. Edit the menu in the console instead.',
  invalidDate: 'Please give the date as yyyy-MM-dd',
  invalidSince: 'since must be a date (yyyy-MM-dd) or a date-time with its zone',
  invalidStatusFilter: 'Unknown order status',
  invalidStation: 'Unknown kitchen station',
} as const;
