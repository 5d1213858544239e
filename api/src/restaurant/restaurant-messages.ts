import { MESSAGES } from '@lakeside/contracts';

/**
 * Field messages of the restaurant's requests (orders, till, kitchen queries); refusals of a
 * whole request are codes in restaurant-errors. The order form's are the contracts' MESSAGES,
 * which the POS reads in the console's language.
 */
export const RESTAURANT_MESSAGES = {
  tableNumberRequired: MESSAGES.tableNumberRequired,
  roomNumberRequired: MESSAGES.roomNumberRequired,
  guestOrderType: 'Online orders are for a table (dine in) or your room (room service)',
  tooManyLines: (max: number) => `An order can have at most ${max} lines`,
  invalidClientOrderId: 'clientOrderId must be a UUID',
  invalidClientPaymentId: 'clientPaymentId must be a UUID',
  invalidSource: "source must be 'pos' or 'guest'",
  invalidOptionIds: 'modifierOptionIds must be a list of option ids',
  unknownMenuItem: (id: number) => `Menu item ${id} is not on the menu`,
  itemUnavailable: (itemName: string) => `${itemName} is not available right now`,
  unknownOption: (itemName: string) => `That choice is not offered for ${itemName}`,
  optionRequired: (modifierName: string, itemName: string) => `Please choose ${modifierName} for ${itemName}`,
  oneOptionOnly: (modifierName: string, itemName: string) => `Please choose only one ${modifierName} for ${itemName}`,
  linePrice: (itemName: string, unitPrice: string) => `${itemName} costs Q${unitPrice} each`,
  orderTotal: (total: string) => `The order total is Q${total}`,
  orderTooLarge: 'This order is too large for one ticket. Please split it.',
  tenderedRequired: 'Enter the amount the guest handed over',
  tenderedTooLow: (due: string, currencySign: string) =>
    `The amount handed over is less than the ${currencySign}${due} due`,
  invalidDate: 'Please give the date as yyyy-MM-dd',
  invalidSince: 'since must be a date (yyyy-MM-dd) or a date-time with its zone',
  invalidStatusFilter: 'Unknown order status',
  invalidStation: 'Unknown kitchen station',
} as const;
