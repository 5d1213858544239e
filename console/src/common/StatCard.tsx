import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface StatCardProps {
  title: string;
  icon: ReactNode;
  /** undefined while loading. */
  value: ReactNode | undefined;
  detail?: ReactNode;
  /** Set when a source failed: the card says so instead of showing a wrong figure. */
  failure?: string;
}

export function StatCard({ title, icon, value, detail, failure }: StatCardProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 1 }}>
          {icon}
          <Typography variant="subtitle2" component="h3">
            {title}
          </Typography>
        </Stack>
        {failure ? (
          <Typography color="error" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate('common.unavailable', { failure })}
          </Typography>
        ) : value === undefined ? (
          <Skeleton variant="text" width="60%" sx={{ fontSize: 32 }} />
        ) : (
          <>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {value}
            </Typography>
            {detail && (
              <Typography variant="body2" color="text.secondary">
                {detail}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
