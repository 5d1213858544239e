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
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (feedId: number, action: (id: number) => Promise<ChannelOutcome>) => {
    setBusy(feedId);
    await action(feedId);
    setBusy(null);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Other channels’ calendars
      </Typography>
      {feeds.length === 0 ? (
        <Typography color="text.secondary">No channel feeds yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Channel feeds">
            <TableHead>
              <TableRow>
                <TableCell>Channel</TableCell>
                <TableCell>Last synced</TableCell>
                <TableCell>Events</TableCell>
                <TableCell>Last error</TableCell>
                {canManage && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {feeds.map((feed) => (
                <TableRow key={feed.id}>
                  <TableCell title={feed.url}>{feed.name}</TableCell>
                  <TableCell>{feed.lastSyncedAt ? formatInstant(feed.lastSyncedAt) : 'Never'}</TableCell>
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
                        {busy === feed.id ? 'Syncing…' : 'Sync now'}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={busy === feed.id}
                        onClick={() => {
                          if (window.confirm(`Remove ${feed.name}? The nights it blocked become free.`)) {
                            void run(feed.id, onRemove);
                          }
                        }}
                      >
                        Remove
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
    <Stack component="form" onSubmit={(event) => void submit(event)} spacing={1} aria-label="Add a channel feed">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label="Channel name"
          size="small"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(outcome.fields.name)}
          helperText={outcome.fields.name}
        />
        <TextField
          label="Its calendar (iCal) URL"
          size="small"
          fullWidth
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(outcome.fields.url)}
          helperText={outcome.fields.url}
        />
        <Button type="submit" variant="contained" disabled={saving} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {saving ? 'Adding…' : 'Add feed'}
        </Button>
      </Stack>
      {outcome.error && Object.keys(outcome.fields).length === 0 && <Alert severity="error">{outcome.error}</Alert>}
    </Stack>
  );
}
