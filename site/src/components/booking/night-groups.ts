/**
 * The payment step's price lines: consecutive nights at the same rate read as one line,
 * '3 nights × $65', so a two-week stay does not list fourteen equal rows on a phone; a
 * night at another rate (a season, a weekend) starts a new line.
 */
import { addMoney, moneyEquals, type CalendarDate, type MoneyString } from '@lakeside/contracts';

export interface NightGroup {
  /** The first and last night of the run (the last is the day before a check-out). */
  first: CalendarDate;
  last: CalendarDate;
  count: number;
  rate: MoneyString;
  /** count × rate, summed exactly. */
  subtotal: MoneyString;
}

export function groupNights(nightly: readonly { night: CalendarDate; rate: MoneyString }[]): NightGroup[] {
  const groups: NightGroup[] = [];
  for (const { night, rate } of nightly) {
    const current = groups.at(-1);
    if (current && moneyEquals(current.rate, rate)) {
      current.last = night;
      current.count += 1;
      current.subtotal = addMoney(current.subtotal, rate);
    } else {
      groups.push({ first: night, last: night, count: 1, rate, subtotal: addMoney(rate) });
    }
  }
  return groups;
}
