import type { StaffWeekReply } from '@lakeside/contracts';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCalendarDate, retreatTimeOfDay } from '../format/dates';
import { formatMoney } from '../format/money';

const clockTime = (instant: string | null) => (instant ? retreatTimeOfDay(new Date(instant)) : '…');

/** A week, day by day: the planned shifts beside the clocked hours, and the week's totals. */
export function WeekTable({ week }: { week: StaffWeekReply }) {
  return (
    <Stack spacing={1} component="section" aria-label={`Week of ${formatCalendarDate(week.weekStart)}`}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>Scheduled</TableCell>
            <TableCell>Clocked</TableCell>
            <TableCell align="right">Planned h</TableCell>
            <TableCell align="right">Worked h</TableCell>
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
                      `${clockTime(entry.clockIn)}–${entry.clockOut ? clockTime(entry.clockOut) : 'now'}` +
                      (entry.breakStart ? ` (break ${clockTime(entry.breakStart)}–${clockTime(entry.breakEnd)})` : ''),
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
        Regular {week.regularHours} h · Overtime {week.overtimeHours} h · Pay {formatMoney(week.pay, 'Q')}
        {week.approved ? ' · Approved' : ''}
      </Typography>
    </Stack>
  );
}
