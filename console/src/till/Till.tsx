import type { TillReportReply, TillSessionReply } from '@lakeside/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { CashCountForm } from './CashCountForm';
import { TillReport } from './TillReport';
import { TillSessionList } from './TillSessionList';
import { useTill, useTillReport, useTillWrites, type WriteOutcome } from './tillQueries';

/**
 * The till (route /till): open it with the counted float, read the X report any time, and
 * close it with the counted cash to get the Z report (expected against counted, per currency).
 * Past sessions are listed below, each with its Z report.
 */
export function Till() {
  const translate = useTranslate();
  const till = useTill();
  const writes = useTillWrites();
  // The Z report of the session this screen just closed, shown until the till is opened again.
  const [closed, setClosed] = useState<TillReportReply | null>(null);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="till.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('till.title')}
        </Typography>
        <QueryState query={till} what={translate('till.loading.till')}>
          {({ session }) =>
            session ? (
              <OpenSession session={session} onClose={(body) => writes.close(session.id, body)} onClosed={setClosed} />
            ) : (
              <Stack spacing={2}>
                {closed && <TillReport report={closed} />}
                <CashCountForm
                  title={translate('till.open.title')}
                  intro={translate('till.open.intro')}
                  fields={{ gtq: 'floatGtq', usd: 'floatUsd' }}
                  submitLabel={translate('till.open.submit')}
                  onSubmit={async ({ gtq, usd, note }) => {
                    const outcome = await writes.open({ floatGtq: gtq, floatUsd: usd, note });
                    if (outcome.ok) setClosed(null);
                    return outcome;
                  }}
                />
              </Stack>
            )
          }
        </QueryState>
        <TillSessionList />
      </Stack>
    </Box>
  );
}

interface OpenSessionProps {
  session: TillSessionReply;
  onClose: (body: { countedGtq: string; countedUsd: string; note: string }) => Promise<WriteOutcome<TillReportReply>>;
  onClosed: (report: TillReportReply) => void;
}

function OpenSession({ session, onClose, onClosed }: OpenSessionProps) {
  const translate = useTranslate();
  const report = useTillReport(session.id);
  return (
    <Stack spacing={2}>
      <QueryState query={report} what={translate('till.loading.xReport')}>
        {(x) => <TillReport report={x} />}
      </QueryState>
      <CashCountForm
        title={translate('till.close.title')}
        intro={translate('till.close.intro')}
        fields={{ gtq: 'countedGtq', usd: 'countedUsd' }}
        submitLabel={translate('till.close.submit')}
        onSubmit={async ({ gtq, usd, note }) => {
          const outcome = await onClose({ countedGtq: gtq, countedUsd: usd, note });
          if (outcome.ok) onClosed(outcome.reply);
          return outcome;
        }}
      />
    </Stack>
  );
}
