/**
 * Calendar arithmetic on "yyyy-MM-dd" strings. They name days at the retreat, so they are
 * computed in UTC, where no daylight-saving shift can move a day.
 */
const toUtc = (date: string) => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};
const fromUtc = (value: Date) => value.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** The Sunday on or before `date`: weeks start on Sunday (docs/requirements/pages-and-routes.md#events-page). */
export function weekStartOf(date: string): string {
  return addDays(date, -toUtc(date).getUTCDay());
}

export function weekDays(start: string, count = 7): string[] {
  return Array.from({ length: count }, (_, index) => addDays(start, index));
}
