import SyncIcon from '@mui/icons-material/Sync';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ChannelFeedReply } from '@lakeside/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatInstant } from '../format/dates';
import type { ChannelOutcome } from './channelQueries';

interface FeedListProps {
  feeds: ChannelFeedReply[];
  canManage: boolean;
  onSync: (feedId: number) => Promise<ChannelOutcome>;
  onRemove: (feedId: number) => Promise<ChannelOutcome>;
  onAdd: (name: string, url: string) => Promise<ChannelOutcome>;
}

/** Other channels' feeds of the room: each one's last sync, last error and events, "Sync now", and a form to add one. */
export function FeedList({ feeds, canManage, onSync, onRemove, onAdd }: FeedListProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (feedId: number, action: (id: number) => Promise<ChannelOutcome>) => {
    setBusy(feedId);
    await action(feedId);
    setBusy(null);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {translate('channels.feeds.title')}
      </Typography>
      {feeds.length === 0 ? (
        <Typography color="text.secondary">{translate('channels.feeds.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('channels.feeds.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('channels.feeds.channel')}</TableCell>
                <TableCell>{translate('channels.feeds.lastSynced')}</TableCell>
                <TableCell>{translate('channels.feeds.events')}</TableCell>
                <TableCell>{translate('channels.feeds.lastError')}</TableCell>
                {canManage && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {feeds.map((feed) => (
                <TableRow key={feed.id}>
                  <TableCell title={feed.url}>{feed.name}</TableCell>
                  <TableCell>
                    {feed.lastSyncedAt ? formatInstant(feed.lastSyncedAt) : translate('channels.feeds.never')}
                  </TableCell>
                  <TableCell>{feed.eventCount}</TableCell>
                  <TableCell sx={{ color: feed.lastError ? 'error.main' : undefined }}>
                    {feed.lastError ?? '—'}
                  </TableCell>
                  {canManage && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        startIcon={<SyncIcon />}
                        disabled={busy === feed.id}
                        onClick={() => void run(feed.id, onSync)}
                      >
                        {translate(busy === feed.id ? 'channels.feeds.syncing' : 'channels.feeds.sync')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={busy === feed.id}
                        onClick={() => {
                          if (window.confirm(translate('channels.feeds.confirmRemove', { name: feed.name }))) {
                            void run(feed.id, onRemove);
                          }
                        }}
                      >
                        {translate('channels.feeds.remove')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {canManage && <AddFeedForm onAdd={onAdd} />}
    </Stack>
  );
}

function AddFeedForm({ onAdd }: Pick<FeedListProps, 'onAdd'>) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [outcome, setOutcome] = useState<ChannelOutcome>({ error: null, fields: {} });
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await onAdd(name, url);
    setSaving(false);
    setOutcome(result);
    if (!result.error) {
      setName('');
      setUrl('');
    }
  };
  return (
    <Stack
      component="form"
      onSubmit={(event) => void submit(event)}
      spacing={1}
      aria-label={translate('channels.feeds.addLabel')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={translate('channels.feeds.name')}
          size="small"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(outcome.fields.name)}
          helperText={outcome.fields.name}
        />
        <TextField
          label={translate('channels.feeds.url')}
          size="small"
          fullWidth
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(outcome.fields.url)}
          helperText={outcome.fields.url}
        />
        <Button type="submit" variant="contained" disabled={saving} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {translate(saving ? 'channels.feeds.adding' : 'channels.feeds.add')}
        </Button>
      </Stack>
      {outcome.error && Object.keys(outcome.fields).length === 0 && <Alert severity="error">{outcome.error}</Alert>}
    </Stack>
  );
}
