import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { CardErrorBoundary } from './CardErrorBoundary';
import { loadSiteCard } from './loadSiteCard';

type Loaded<P> = { state: 'loading' } | { state: 'unavailable' } | { state: 'ready'; Card: ComponentType<P> };

interface GuestPreviewProps<P extends object> {
  /** What is previewed: its phrase under preview.subject. */
  subject: 'room' | 'event' | 'menuItem';
  /** The remote module, e.g. `() => import('lakeside_site/RoomCard')`. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** The card's props, from the form's current values. */
  cardProps: P;
}

/**
 * "What guests will see": the site's own card component, loaded from the running site at
 * run time and fed the form's unsaved values. The console works the same without it: when
 * the site cannot be reached the panel says so. There is no "try again": browsers remember
 * a module that failed to load for the life of the page, so only a reload asks again.
 */
export function GuestPreview<P extends object>({ subject, load, cardProps }: GuestPreviewProps<P>) {
  const [loaded, setLoaded] = useState<Loaded<P>>({ state: 'loading' });
  const headingId = useId();
  const translate = useTranslate();

  useEffect(() => {
    let current = true;
    loadSiteCard(load).then(
      (Card) => current && setLoaded({ state: 'ready', Card }),
      (error: unknown) => {
        if (!current) return;
        // A warning, not an error: the site being down is a situation, not a console bug.
        console.warn(`Guest preview unavailable: ${String(error)}`);
        setLoaded({ state: 'unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, bgcolor: 'grey.50' }}>
      <Typography id={headingId} variant="subtitle2" component="h2" gutterBottom>
        {translate('preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('preview.explanation', { subject: translate(`preview.subject.${subject}`) })}
      </Typography>
      {loaded.state === 'loading' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={18} />
          <Typography variant="body2">{translate('preview.loading')}</Typography>
        </Box>
      )}
      {loaded.state === 'unavailable' && <Alert severity="info">{translate('preview.unavailable')}</Alert>}
      {loaded.state === 'ready' && (
        <CardErrorBoundary resetKey={JSON.stringify(cardProps)}>
          <loaded.Card {...cardProps} />
        </CardErrorBoundary>
      )}
    </Paper>
  );
}
