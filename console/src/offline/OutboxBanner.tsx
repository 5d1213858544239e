import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, AlertTitle, Box, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { describeEntry } from './describeEntry';
import type { OutboxEntry } from './outbox';
import { useOutbox } from './OutboxProvider';

/**
 * The POS's line about the connection: offline (what waits on this tablet), syncing N, or all
 * sent with the server's figures for what was taken offline. What the server refused is listed
 * apart, each with its reason, until staff resolve it (take it again, or drop it).
 */
export function OutboxBanner() {
  const { entries, online, sending, waiting, remove, retry, send } = useOutbox();
  const refused = entries.filter((entry) => entry.state === 'refused');
  const sent = entries.filter((entry) => entry.state === 'sent');
  const seqs = (list: OutboxEntry[]) => list.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq]));

  return (
    <Stack spacing={1} sx={{ mb: 2 }} aria-label="Connection">
      {!online ? (
        <Alert severity="warning" icon={<CloudOffIcon />} role="status">
          <AlertTitle>Offline</AlertTitle>
          Orders and cash payments are kept on this tablet and sent when the connection returns
          {waiting ? ` · ${waiting} waiting to be sent` : ''}. Card payments, refunds and cancellations need the
          connection.
        </Alert>
      ) : waiting > 0 ? (
        <Alert
          severity="info"
          icon={<SyncIcon />}
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void send()} disabled={sending}>
              Send now
            </Button>
          }
        >
          Syncing {waiting} taken offline…
        </Alert>
      ) : sent.length > 0 ? (
        <Alert
          severity="success"
          icon={<CloudDoneIcon />}
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void remove(seqs(sent))}>
              Clear
            </Button>
          }
        >
          <AlertTitle>All sent</AlertTitle>
          <EntryList entries={sent} label="Sent" />
        </Alert>
      ) : null}
      {!online && waiting > 0 && (
        <Box sx={{ px: 1 }}>
          <EntryList entries={entries.filter((entry) => entry.state === 'waiting')} label="Waiting to be sent" />
        </Box>
      )}
      {refused.length > 0 && (
        <Alert severity="error" role="alert">
          <AlertTitle>Refused by the server: {refused.length} to resolve</AlertTitle>
          <List dense disablePadding aria-label="Refused">
            {refused.map((entry) => {
              const { what, figures } = describeEntry(entry);
              return (
                <ListItem
                  key={entry.seq}
                  disableGutters
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      <Button size="small" color="inherit" onClick={() => void retry(entry)}>
                        Send again
                      </Button>
                      <Button size="small" color="inherit" onClick={() => void remove(seqs([entry]))}>
                        Drop
                      </Button>
                    </Stack>
                  }
                  sx={{ pr: 22 }}
                >
                  <ListItemText primary={`${what} — ${entry.refusal ?? 'refused'}`} secondary={figures} />
                </ListItem>
              );
            })}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

function EntryList({ entries, label }: { entries: OutboxEntry[]; label: string }) {
  return (
    <List dense disablePadding aria-label={label}>
      {entries.map((entry) => {
        const { what, figures } = describeEntry(entry);
        return (
          <ListItem key={entry.seq} disableGutters>
            <ListItemText primary={what} secondary={figures} />
          </ListItem>
        );
      })}
    </List>
  );
}
