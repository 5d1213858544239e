/**
 * What moving a booking (a room stay, a sauna session, event tickets) does to its money
 * (docs/requirements/policies.md#changing-dates): the new stay or place is priced as a new
 * booking would be and set against what the guest has paid online and not had back. Cheaper:
 * the difference goes back through the provider. Dearer: the difference is left to pay, online
 * from the manage page or at the desk.
 */
import { subtractMoney, toCents, type MoneyString } from '@lakeside/contracts';

export interface MoveMoney {
  refund: MoneyString;
  toPay: MoneyString;
}

/** `paid`: what is refundable of the online payments (captured less refunded); `total`: the new price. */
export function moveMoney(paid: MoneyString, total: MoneyString): MoveMoney {
  const difference = toCents(total) - toCents(paid);
  return {
    refund: difference < 0 ? subtractMoney(paid, total) : '0.00',
    toPay: difference > 0 ? subtractMoney(total, paid) : '0.00',
  };
}
