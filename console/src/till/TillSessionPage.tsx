import { Box, Link, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../common/QueryState';
import { TillReport } from './TillReport';
import { useTillReport } from './tillQueries';

/** One session's report (route /till/sessions/:id): X while it is open, Z once closed; printable. */
export function TillSessionPage() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const report = useTillReport(id);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('till.sessions.pageTitle', { id })} />
      <Stack spacing={2}>
        <Link component={RouterLink} to="/till" className="no-print">
          {translate('till.back')}
        </Link>
        <QueryState query={report} what={translate('till.loading.report')}>
          {(x) => <TillReport report={x} />}
        </QueryState>
      </Stack>
    </Box>
  );
}
