import { addDays, weekStart } from '@lakeside/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate, retreatToday } from '../format/dates';
import { PayrollTable } from './PayrollTable';
import { useMemberWeek, usePayroll, useStaffTimeWrites } from './staffTimeQueries';
import { TabletPin } from './TabletPin';
import { WeekTable } from './WeekTable';

/**
 * Staff weeks (route /staff-weeks, managers): a week's hours per member; a member's schedule
 * beside their clocked hours; the approval of their week, which freezes its entries; and the
 * members' tablet PINs.
 */
export function StaffWeeks() {
  const translate = useTranslate();
  const [monday, setMonday] = useState(() => weekStart(retreatToday()));
  const sunday = addDays(monday, 6);
  const payroll = usePayroll(monday, sunday);
  const writes = useStaffTimeWrites();
  const [shown, setShown] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const approve = async (staffId: number, name: string) => {
    const outcome = await writes.approve(staffId, monday, sunday);
    setMessage(
      outcome.ok
        ? {
            ok: true,
            text: translate('staffTime.weeks.approved', { name, smart_count: outcome.reply.approvedEntries }),
          }
        : { ok: false, text: outcome.error },
    );
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="staffTime.weeks.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('staffTime.weeks.heading', { date: formatCalendarDate(monday) })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setMonday(addDays(monday, -7))}>{translate('staffTime.weeks.previous')}</Button>
          <Button onClick={() => setMonday(addDays(monday, 7))}>{translate('staffTime.weeks.next')}</Button>
        </Stack>
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        <QueryState
          query={payroll}
          what={translate('staffTime.weeks.loading')}
          isEmpty={(data) => data.lines.length === 0}
          empty={translate('staffTime.weeks.empty')}
        >
          {(data) => (
            <PayrollTable
              payroll={data}
              actions={(line) => (
                <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => setShown(line.staffId)}>
                    {translate('staffTime.weeks.scheduleVsActual')}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={line.unapprovedEntries === 0}
                    onClick={() => void approve(line.staffId, line.name)}
                  >
                    {translate('staffTime.weeks.approve')}
                  </Button>
                </Stack>
              )}
            />
          )}
        </QueryState>
        {shown !== null && <MemberWeek staffId={shown} monday={monday} />}
        <TabletPin />
      </Stack>
    </Box>
  );
}

function MemberWeek({ staffId, monday }: { staffId: number; monday: string }) {
  const translate = useTranslate();
  const week = useMemberWeek(staffId, monday);
  return (
    <QueryState query={week} what={translate('staffTime.weeks.memberLoading')}>
      {(data) => (
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {translate('staffTime.weeks.memberHeading', { name: data.name })}
          </Typography>
          <WeekTable week={data} />
        </Stack>
      )}
    </QueryState>
  );
}
