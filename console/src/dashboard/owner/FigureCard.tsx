import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import type { DashboardFigure } from '@lakeside/contracts';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadFile } from '../../common/downloadFile';

interface FigureCardProps {
  title: string;
  /** The figure's CSV (GET /api/dashboard/export/<figure>?<query>). */
  figure: DashboardFigure;
  query: string;
  children: ReactNode;
}

/** A titled card of the owner's dashboard with its CSV download. */
export function FigureCard({ title, figure, query, children }: FigureCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      await downloadFile(`/api/dashboard/export/${figure}?${query}`, `${figure}.csv`);
    } catch (error) {
      notify(error instanceof Error ? error.message : translate('owner.download.failed'), { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card component="section" aria-label={title} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Button
            size="small"
            onClick={() => void download()}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={16} /> : <DownloadIcon />}
            aria-label={translate('owner.download.label', { title })}
          >
            {translate('owner.download.button')}
          </Button>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
