import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { TicketCard } from './TicketCard';
import { useKitchenBoard } from './useKitchenBoard';
import { useNow } from './useNow';
import { useServiceWorker } from '../offline/serviceWorker';
import { retreatTimeOfDay } from '../format/dates';

const UNASSIGNED = 'unassigned';

function stationOf(value: string): number | null | 'all' {
  if (value === 'all') return 'all';
  return value === UNASSIGNED ? null : Number(value);
}

/**
 * The kitchen display (route /kitchen): tickets by station, moved pending → preparing → ready →
 * served. Installable and usable offline: it keeps showing the tickets it has and says since when.
 */
export function KitchenDisplay() {
  useServiceWorker();
  const board = useKitchenBoard();
  const now = useNow();
  // null: the tickets that reached no station, which the API groups as 'Unassigned'.
  const [station, setStation] = useState<number | null | 'all'>('all');

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Kitchen display" />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          Kitchen display
        </Typography>
        <TextField
          select
          size="small"
          label="Station"
          value={station ?? UNASSIGNED}
          onChange={(event) => setStation(stationOf(event.target.value))}
          sx={{ width: { xs: '100%', sm: 240 }, flex: 'none' }}
        >
          <MenuItem value="all">All stations</MenuItem>
          {board.data?.board.stations.map((option) => (
            <MenuItem key={option.id ?? UNASSIGNED} value={option.id ?? UNASSIGNED}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {board.data?.offline && (
        <Alert severity="warning" icon={<CloudOffIcon />} role="status" sx={{ mb: 2 }}>
          Offline · last update {retreatTimeOfDay(new Date(board.data.receivedAt))}. These tickets may be out of date;
          the screen catches up by itself when the connection returns.
        </Alert>
      )}
      <QueryState query={board} what="the kitchen queue">
        {({ board: { stations }, receivedAt }) => {
          const elapsed = Math.max(0, Math.floor((now - receivedAt) / 1000));
          const shown = stations.filter((candidate) => station === 'all' || candidate.id === station);
          return (
            <Stack spacing={3}>
              {shown.map((current) => (
                <Box component="section" key={current.id ?? UNASSIGNED} aria-label={current.name}>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    {current.name} ({current.tickets.length})
                  </Typography>
                  {current.tickets.length === 0 ? (
                    <Typography color="text.secondary">No tickets.</Typography>
                  ) : (
                    <Box
                      role="list"
                      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
                    >
                      {current.tickets.map((ticket) => (
                        <TicketCard key={ticket.queueId} ticket={ticket} elapsed={elapsed} />
                      ))}
                    </Box>
                  )}
                </Box>
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </Box>
  );
}
