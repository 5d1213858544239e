import { addDays, weekStart } from '@lakeside/contracts';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { failureOf, QueryState } from '../common/QueryState';
import { retreatToday } from '../format/dates';
import { PayrollTable } from './PayrollTable';
import { downloadPayrollCsv, usePayroll } from './staffTimeQueries';

/**
 * Payroll (route /payroll, managers): hours, overtime (over 8 h a day and 44 h a week, at
 * 1.5×) and pay per member for a period, computed by the API from the clocked entries; CSV export.
 */
export function Payroll() {
  const translate = useTranslate();
  const [from, setFrom] = useState(() => weekStart(retreatToday()));
  const [to, setTo] = useState(() => addDays(weekStart(retreatToday()), 6));
  const payroll = usePayroll(from, to);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = async () => {
    try {
      await downloadPayrollCsv(from, to);
      setExportError(null);
    } catch (error) {
      setExportError(failureOf(error));
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="staffTime.payroll.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('staffTime.payroll.title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            type="date"
            label={translate('staffTime.payroll.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            type="date"
            label={translate('staffTime.payroll.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button variant="outlined" onClick={() => void exportCsv()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {translate('staffTime.payroll.exportCsv')}
          </Button>
        </Stack>
        {exportError && <Alert severity="error">{exportError}</Alert>}
        <QueryState
          query={payroll}
          what={translate('staffTime.payroll.loading')}
          isEmpty={(data) => data.lines.length === 0}
          empty={translate('staffTime.payroll.empty')}
        >
          {(data) => <PayrollTable payroll={data} />}
        </QueryState>
      </Stack>
    </Box>
  );
}
