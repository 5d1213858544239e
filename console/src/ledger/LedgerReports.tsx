import type { LedgerReport } from '@lakeside/contracts';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { failureOf } from '../common/QueryState';
import { retreatToday } from '../format/dates';
import { downloadReport, type ReportQuery } from './ledgerQueries';
import { PeriodPicker } from './PeriodPicker';
import { BalanceSheetTab, BudgetsTab, IncomeStatementTab, TrialBalanceTab } from './ReportTabs';

/** The reports in tab order; each tab reads ledger.tabs.<report>. */
const TABS: readonly LedgerReport[] = ['income-statement', 'trial-balance', 'balance-sheet', 'budgets'];

/**
 * The books (route /ledger, admins and managers): profit and loss, trial balance, balance sheet
 * and budgets against actuals for a period, in quetzales or dollars, each as the API derives it
 * from the journal, with CSV and PDF downloads. Accounts link to their lines, lines to entries.
 */
export function LedgerReports() {
  const translate = useTranslate();
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
      <Title title="ledger.books" />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate('ledger.books')}
          </Typography>
          <Button component={RouterLink} to="/ledger/entries/new" variant="outlined">
            {translate('ledger.manualEntry')}
          </Button>
          <Button component={RouterLink} to="/ledger/periods" variant="outlined">
            {translate('ledger.monthClose')}
          </Button>
        </Stack>
        <PeriodPicker query={query} onChange={setQuery} />
        <Tabs
          value={tab}
          onChange={(_, value: LedgerReport) => setTab(value)}
          variant="scrollable"
          aria-label={translate('ledger.reports')}
        >
          {TABS.map((report) => (
            <Tab key={report} value={report} label={translate(`ledger.tabs.${report}`)} />
          ))}
        </Tabs>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => void download('csv')}>
            {translate('ledger.exportCsv')}
          </Button>
          <Button size="small" onClick={() => void download('pdf')}>
            {translate('ledger.downloadPdf')}
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
