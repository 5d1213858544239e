import { errorMessage, pinSetReply, setPinRequestSchema } from '@lakeside/contracts';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { activeLocale } from '../i18n/locale';
import { apiUrlOf } from '../providers/apiOrigin';
import { httpClient } from '../providers/httpClient';
import { fieldErrorsOf, serverMessage } from '../room-desk/serverReply';

interface StaffMemberRow {
  id: number;
  employeeId: string;
  firstName: string;
  lastName: string;
}

/** A manager sets a member's tablet PIN (PUT /api/staff-time/members/:id/pin); the API keeps only its hash. */
export function TabletPin() {
  const translate = useTranslate();
  const members = useGetList<StaffMemberRow>('staff-members', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'employeeId', order: 'ASC' },
  });
  const [staffId, setStaffId] = useState('');
  const [pin, setPin] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async () => {
    const parsed = setPinRequestSchema.safeParse({ pin });
    if (!parsed.success) {
      // The schema's one rule is the PIN's format, said here in the console's language.
      setOutcome({ ok: false, text: translate('staffTime.pin.format') });
      return;
    }
    try {
      const saved = await httpClient(apiUrlOf(`/api/staff-time/members/${staffId}/pin`), {
        method: 'PUT',
        body: JSON.stringify(parsed.data),
      });
      pinSetReply.parse(saved.json as unknown);
      setOutcome({ ok: true, text: translate('staffTime.pin.saved') });
      setPin('');
    } catch (error) {
      const field = Object.values(fieldErrorsOf(error) ?? {}).find((message) => typeof message === 'string');
      setOutcome({
        ok: false,
        text: field ?? serverMessage(error) ?? errorMessage('common.serverError', undefined, activeLocale()),
      });
    }
  };

  return (
    <Card component="section" aria-label={translate('staffTime.pin.title')}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate('staffTime.pin.title')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={translate('staffTime.pin.member')}
              value={staffId}
              onChange={(event) => setStaffId(event.target.value)}
              sx={{ minWidth: 240 }}
            >
              {(members.data ?? []).map((member) => (
                <MenuItem key={member.id} value={String(member.id)}>
                  {member.firstName} {member.lastName} ({member.employeeId})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('staffTime.pin.newPin')}
              type="password"
              value={pin}
              onChange={(event) => setPin(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'new-password' } }}
            />
            <Button
              variant="outlined"
              disabled={!staffId}
              onClick={() => void save()}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              {translate('staffTime.pin.set')}
            </Button>
          </Stack>
          {outcome && <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
