import { Alert, AlertTitle } from '@mui/material';

interface NoticeProps {
  severity: 'success' | 'info' | 'warning' | 'error';
  title: string;
  text?: string;
}

/**
 * A toast with a title and a line under it, as `NOTICES` words them ('Expense Added' /
 * 'Your expense has been recorded successfully.'; docs/requirements/validation-messages.md#outcome-notices).
 * Pass it to react-admin's notify().
 */
export function Notice({ severity, title, text }: NoticeProps) {
  return (
    <Alert severity={severity} variant="filled" role={severity === 'error' ? 'alert' : 'status'} sx={{ minWidth: 280 }}>
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}
