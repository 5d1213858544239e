import type { StaffWeekReply } from '@lakeside/contracts';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate, retreatTimeOfDay } from '../format/dates';
import { formatMoney } from '../format/money';

const clockTime = (instant: string | null) => (instant ? retreatTimeOfDay(new Date(instant)) : '…');

/** A week, day by day: the planned shifts beside the clocked hours, and the week's totals. */
export function WeekTable({ week }: { week: StaffWeekReply }) {
  const translate = useTranslate();
  return (
    <Stack
      spacing={1}
      component="section"
      aria-label={translate('staffTime.week.label', { date: formatCalendarDate(week.weekStart) })}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('staffTime.week.day')}</TableCell>
            <TableCell>{translate('staffTime.week.scheduled')}</TableCell>
            <TableCell>{translate('staffTime.week.clocked')}</TableCell>
            <TableCell align="right">{translate('staffTime.week.plannedHours')}</TableCell>
            <TableCell align="right">{translate('staffTime.week.workedHours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {week.days.map((day) => (
            <TableRow key={day.date}>
              <TableCell>{formatCalendarDate(day.date)}</TableCell>
              <TableCell>
                {day.planned.map((shift) => `${shift.shiftStart}–${shift.shiftEnd}`).join(', ') || '—'}
              </TableCell>
              <TableCell>
                {day.entries
                  .map(
                    (entry) =>
                      `${clockTime(entry.clockIn)}–${entry.clockOut ? clockTime(entry.clockOut) : translate('staffTime.week.now')}` +
                      (entry.breakStart
                        ? ` (${translate('staffTime.week.break', { from: clockTime(entry.breakStart), to: clockTime(entry.breakEnd) })})`
                        : ''),
                  )
                  .join(', ') || '—'}
              </TableCell>
              <TableCell align="right">{day.plannedHours}</TableCell>
              <TableCell align="right">{day.workedHours}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography>
        {translate('staffTime.week.totals', {
          regular: week.regularHours,
          overtime: week.overtimeHours,
          pay: formatMoney(week.pay, 'Q'),
        })}
        {week.approved ? translate('staffTime.week.approved') : ''}
      </Typography>
    </Stack>
  );
}
