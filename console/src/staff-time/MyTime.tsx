import type { ClockAction } from '@lakeside/contracts';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { ClockButtons, stateLabelKey } from './ClockButtons';
import { useMyWeek, useStaffTimeWrites } from './staffTimeQueries';
import { WeekTable } from './WeekTable';

/** "My time" (route /my-time): the signed-in member clocks in, takes a break, clocks out and reads their week. */
export function MyTime() {
  const translate = useTranslate();
  const week = useMyWeek();
  const writes = useStaffTimeWrites();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: ClockAction) => {
    setBusy(true);
    const outcome = await writes.clockOwn(action);
    setError(outcome.ok ? null : outcome.error);
    setBusy(false);
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="staffTime.myTime.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('staffTime.myTime.title')}
        </Typography>
        <QueryState query={week} what={translate('staffTime.myTime.loading')}>
          {(data) => (
            <Stack spacing={2}>
              <Card component="section" aria-label={translate('staffTime.myTime.clock')}>
                <CardContent>
                  <Stack spacing={2}>
                    <Typography variant="h6" component="p">
                      {translate(stateLabelKey(data.state))}
                    </Typography>
                    <ClockButtons state={data.state} busy={busy} onAction={(action) => void act(action)} />
                    {error && <Alert severity="error">{error}</Alert>}
                  </Stack>
                </CardContent>
              </Card>
              <WeekTable week={data} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Box>
  );
}
