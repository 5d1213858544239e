import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is being loaded, for the loading and error lines, translated: "the room bookings". */
  what: string;
  isEmpty?: (data: T) => boolean;
  /** Shown when isEmpty says so, e.g. 'No room bookings yet'. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Why a call failed, in words: the server's message and its status when there is one. */
export function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { status?: number }).status;
  return status ? `${error.message} (${status})` : error.message;
}

/** Loading, failed, empty or the data: every tab says honestly which one it is. */
export function QueryState<T>({ query, what, isEmpty, empty, children }: QueryStateProps<T>) {
  const translate = useTranslate();
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 3 }} role="status">
        <CircularProgress size={20} />
        <Typography color="text.secondary">{translate('common.loading', { what })}</Typography>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2, overflowWrap: 'anywhere' }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('common.retry')}
          </Button>
        }
      >
        {translate('common.couldNotLoad', { what, failure: failureOf(query.error) })}
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return <>{children(query.data)}</>;
}
