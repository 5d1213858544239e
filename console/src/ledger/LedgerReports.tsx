import type { LedgerReport } from '@lakeside/contracts';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { failureOf } from '../common/QueryState';
import { retreatToday } from '../format/dates';
import { downloadReport, type ReportQuery } from './ledgerQueries';
import { PeriodPicker } from './PeriodPicker';
import { BalanceSheetTab, BudgetsTab, IncomeStatementTab, TrialBalanceTab } from './ReportTabs';

const TABS: readonly { report: LedgerReport; label: string }[] = [
  { report: 'income-statement', label: 'Profit & loss' },
  { report: 'trial-balance', label: 'Trial balance' },
  { report: 'balance-sheet', label: 'Balance sheet' },
  { report: 'budgets', label: 'Budgets' },
];

/**
 * The books (route /ledger, admins and managers): profit and loss, trial balance, balance sheet
 * and budgets against actuals for a period, in quetzales or dollars, each as the API derives it
 * from the journal, with CSV and PDF downloads. Accounts link to their lines, lines to entries.
 */
export function LedgerReports() {
  const today = retreatToday();
  const [query, setQuery] = useState<ReportQuery>({
    from: `${today.slice(0, 7)}-01`,
    to: today,
    currency: 'Q',
    rate: '',
  });
  const [tab, setTab] = useState<LedgerReport>('income-statement');
  const [exportError, setExportError] = useState<string | null>(null);

  const download = async (format: 'csv' | 'pdf') => {
    try {
      await downloadReport(tab, query, format);
      setExportError(null);
    } catch (error) {
      setExportError(failureOf(error));
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Books" />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            Books
          </Typography>
          <Button component={RouterLink} to="/ledger/entries/new" variant="outlined">
            Manual entry
          </Button>
          <Button component={RouterLink} to="/ledger/periods" variant="outlined">
            Month close
          </Button>
        </Stack>
        <PeriodPicker query={query} onChange={setQuery} />
        <Tabs
          value={tab}
          onChange={(_, value: LedgerReport) => setTab(value)}
          variant="scrollable"
          aria-label="Reports"
        >
          {TABS.map(({ report, label }) => (
            <Tab key={report} value={report} label={label} />
          ))}
        </Tabs>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => void download('csv')}>
            Export CSV
          </Button>
          <Button size="small" onClick={() => void download('pdf')}>
            Download PDF
          </Button>
        </Stack>
        {exportError && <Alert severity="error">{exportError}</Alert>}
        <Box sx={{ overflowX: 'auto' }}>
          {tab === 'income-statement' && <IncomeStatementTab query={query} />}
          {tab === 'trial-balance' && <TrialBalanceTab query={query} />}
          {tab === 'balance-sheet' && <BalanceSheetTab query={query} />}
          {tab === 'budgets' && <BudgetsTab query={query} />}
        </Box>
      </Stack>
    </Box>
  );
}
