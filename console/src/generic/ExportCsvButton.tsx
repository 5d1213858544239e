import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { retreatToday } from '../format/dates';
import { downloadFile } from '../common/downloadFile';

/**
 * Export: every row of the list as the grid filters and sorts it, as a CSV the API writes
 * (GET /api/admin/<resource>/export.csv) — not the page on screen, and with names instead of ids.
 */
export function ExportCsvButton() {
  const { resource, sort, total, ...list } = useListContext();
  const filterValues: unknown = list.filterValues;
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);

  async function exportRows() {
    setPending(true);
    const query = new URLSearchParams({
      filter: JSON.stringify(filterValues),
      sort: JSON.stringify([sort.field, sort.order]),
    });
    try {
      await downloadFile(`/api/admin/${resource}/export.csv?${query}`, `${resource}-${retreatToday()}.csv`);
    } catch (error) {
      notify(error instanceof Error ? error.message : translate('generic.exportFailed'), { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      size="small"
      onClick={() => void exportRows()}
      disabled={pending || total === 0}
      startIcon={pending ? <CircularProgress size={16} /> : <DownloadIcon />}
    >
      {translate('generic.export')}
    </Button>
  );
}
