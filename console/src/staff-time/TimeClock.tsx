import type { ClockAction, ClockReply } from '@lakeside/contracts';
import { Alert, Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { retreatTimeOfDay } from '../format/dates';
import { ClockButtons, stateLabelKey } from './ClockButtons';
import { useStaffTimeWrites } from './staffTimeQueries';

/**
 * The shared tablet's clock (route /time-clock): a member types their employee id and PIN and
 * taps what they are doing. The PIN is cleared after every tap, so the next person starts afresh.
 */
export function TimeClock() {
  const translate = useTranslate();
  const writes = useStaffTimeWrites();
  const [employeeId, setEmployeeId] = useState('');
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ reply: ClockReply; action: ClockAction } | null>(null);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const act = async (action: ClockAction) => {
    setBusy(true);
    const outcome = await writes.clockWithPin({ employeeId: employeeId.trim(), pin, action });
    if (outcome.ok) {
      setDone({ reply: outcome.reply, action });
      setError(null);
      setEmployeeId('');
    } else {
      setDone(null);
      setError({ message: outcome.error, fields: outcome.fields });
    }
    setPin('');
    setBusy(false);
  };

  return (
    <Box sx={{ py: 2, maxWidth: 560 }}>
      <Title title="staffTime.tablet.title" />
      <Card component="section" aria-label={translate('staffTime.tablet.title')}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('staffTime.tablet.title')}
            </Typography>
            <TextField
              label={translate('staffTime.tablet.employeeId')}
              value={employeeId}
              onChange={(event) => setEmployeeId(event.target.value)}
              error={Boolean(error?.fields.employeeId)}
              helperText={error?.fields.employeeId}
              autoComplete="off"
            />
            <TextField
              label={translate('staffTime.tablet.pin')}
              type="password"
              value={pin}
              onChange={(event) => setPin(event.target.value)}
              error={Boolean(error?.fields.pin)}
              helperText={error?.fields.pin}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <ClockButtons busy={busy} onAction={(action) => void act(action)} />
            {error && <Alert severity="error">{error.message}</Alert>}
            {done && (
              <Alert severity="success">
                {translate(`staffTime.tablet.done.${done.action}`, {
                  name: done.reply.name,
                  time: retreatTimeOfDay(),
                  state: translate(stateLabelKey(done.reply.state)),
                })}
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
