import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An outlined card named for screen readers by its heading: the till's forms, lists and tables. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
