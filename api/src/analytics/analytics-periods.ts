import { addDays, weekStart, type AnalyticsPeriodType, type CalendarDate } from '@lakeside/contracts';

/** A span of retreat days, [start, end): a day, a Monday-to-Sunday week, or a calendar month. */
export interface AnalyticsPeriod {
  type: AnalyticsPeriodType;
  start: CalendarDate;
  end: CalendarDate;
}

/** The day, the week and the month that hold `day`: the three rows a day's sales feed. */
export function periodsHolding(day: CalendarDate): AnalyticsPeriod[] {
  const week = weekStart(day);
  const month = `${day.slice(0, 7)}-01`;
  return [
    { type: 'daily', start: day, end: addDays(day, 1) },
    { type: 'weekly', start: week, end: addDays(week, 7) },
    { type: 'monthly', start: month, end: firstOfNextMonth(month) },
  ];
}

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

function firstOfNextMonth(month: CalendarDate): CalendarDate {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}
