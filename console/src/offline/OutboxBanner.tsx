import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, AlertTitle, Box, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { describeEntry } from './describeEntry';
import type { OutboxEntry } from './outbox';
import { useOutbox } from './OutboxProvider';

/**
 * The POS's line about the connection: offline (what waits on this tablet), syncing N, or all
 * sent with the server's figures for what was taken offline. What the server refused is listed
 * apart, each with its reason, until staff resolve it (take it again, or drop it).
 */
export function OutboxBanner() {
  const translate = useTranslate();
  const { entries, online, sending, waiting, remove, retry, send } = useOutbox();
  const refused = entries.filter((entry) => entry.state === 'refused');
  const sent = entries.filter((entry) => entry.state === 'sent');
  const seqs = (list: OutboxEntry[]) => list.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq]));

  return (
    <Stack spacing={1} sx={{ mb: 2 }} aria-label={translate('offline.banner.label')}>
      {!online ? (
        <Alert severity="warning" icon={<CloudOffIcon />} role="status">
          <AlertTitle>{translate('offline.banner.offline')}</AlertTitle>
          {translate('offline.banner.offlineText')}
          {waiting > 0 && ` ${translate('offline.banner.waiting', { smart_count: waiting })}`}
        </Alert>
      ) : waiting > 0 ? (
        <Alert
          severity="info"
          icon={<SyncIcon />}
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void send()} disabled={sending}>
              {translate('offline.banner.sendNow')}
            </Button>
          }
        >
          {translate('offline.banner.syncing', { smart_count: waiting })}
        </Alert>
      ) : sent.length > 0 ? (
        <Alert
          severity="success"
          icon={<CloudDoneIcon />}
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void remove(seqs(sent))}>
              {translate('offline.banner.clear')}
            </Button>
          }
        >
          <AlertTitle>{translate('offline.banner.allSent')}</AlertTitle>
          <EntryList entries={sent} label={translate('offline.banner.sent')} />
        </Alert>
      ) : null}
      {!online && waiting > 0 && (
        <Box sx={{ px: 1 }}>
          <EntryList
            entries={entries.filter((entry) => entry.state === 'waiting')}
            label={translate('offline.banner.waitingList')}
          />
        </Box>
      )}
      {refused.length > 0 && (
        <Alert severity="error" role="alert">
          <AlertTitle>{translate('offline.banner.refusedTitle', { smart_count: refused.length })}</AlertTitle>
          <List dense disablePadding aria-label={translate('offline.banner.refused')}>
            {refused.map((entry) => {
              const { what, figures } = describeEntry(entry, translate);
              return (
                <ListItem
                  key={entry.seq}
                  disableGutters
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      <Button size="small" color="inherit" onClick={() => void retry(entry)}>
                        {translate('offline.banner.sendAgain')}
                      </Button>
                      <Button size="small" color="inherit" onClick={() => void remove(seqs([entry]))}>
                        {translate('offline.banner.drop')}
                      </Button>
                    </Stack>
                  }
                  sx={{ pr: 22 }}
                >
                  <ListItemText
                    primary={translate('offline.banner.refusedEntry', {
                      what,
                      reason: entry.refusal ?? translate('offline.banner.noReason'),
                    })}
                    secondary={figures}
                  />
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
  const translate = useTranslate();
  return (
    <List dense disablePadding aria-label={label}>
      {entries.map((entry) => {
        const { what, figures } = describeEntry(entry, translate);
        return (
          <ListItem key={entry.seq} disableGutters>
            <ListItemText primary={what} secondary={figures} />
          </ListItem>
        );
      })}
    </List>
  );
}
