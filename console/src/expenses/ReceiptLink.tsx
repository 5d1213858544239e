import ReceiptIcon from '@mui/icons-material/Receipt';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiUrlOf } from '../providers/apiOrigin';

/**
 * Opens the stored receipt in a new tab. A plain link works because the API serves it with
 * the staff session cookie, which a top-level navigation to the API carries (SameSite=Lax).
 */
export function ReceiptLink({ receiptUrl }: { receiptUrl: string | null }) {
  const translate = useTranslate();
  if (!receiptUrl) return null;
  return (
    <Button
      size="small"
      href={apiUrlOf(receiptUrl)}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<ReceiptIcon fontSize="small" />}
    >
      {translate('expenses.receipt.open')}
    </Button>
  );
}
