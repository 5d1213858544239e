import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Box, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { TicketCard } from './TicketCard';
import { useKitchenBoard } from './useKitchenBoard';
import { useKitchenSidebar } from './useKitchenSidebar';
import { useNewTickets } from './useNewTickets';
import { useNow } from './useNow';
import { useTicketSound } from './ticketSound';
import { useServiceWorker } from '../offline/serviceWorker';
import { retreatTimeOfDay } from '../format/dates';

const UNASSIGNED = 'unassigned';

function stationOf(value: string): number | null | 'all' {
  if (value === 'all') return 'all';
  return value === UNASSIGNED ? null : Number(value);
}

/**
 * The kitchen display (route /kitchen): tickets by station, moved pending → preparing → ready →
 * served. A ticket that arrives while it is open is highlighted and, once the cook has turned
 * the sound on, announced by a tone. Installable and usable offline: it keeps showing the
 * tickets it has and says since when.
 */
export function KitchenDisplay() {
  useServiceWorker();
  useKitchenSidebar();
  const translate = useTranslate();
  const board = useKitchenBoard();
  const now = useNow();
  const sound = useTicketSound();
  const allTickets = useMemo(
    () => board.data?.board.stations.flatMap((current) => current.tickets),
    [board.data?.board.stations],
  );
  const isNew = useNewTickets(allTickets, sound.play);
  // null: the tickets that reached no station, which the API groups as 'Unassigned'.
  const [station, setStation] = useState<number | null | 'all'>('all');

  return (
    <Box sx={{ py: 2 }}>
      <Title title="kitchen.title" />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {translate('kitchen.title')}
        </Typography>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, width: { xs: '100%', sm: 'auto' } }}
        >
          <FormControlLabel
            control={<Switch checked={sound.on} onChange={sound.toggle} />}
            label={translate('kitchen.sound.on')}
            title={translate('kitchen.sound.hint')}
            sx={{ mr: 0 }}
          />
          <TextField
            select
            size="small"
            label={translate('kitchen.station')}
            value={station ?? UNASSIGNED}
            onChange={(event) => setStation(stationOf(event.target.value))}
            sx={{ width: { xs: '100%', sm: 240 }, flex: 'none' }}
          >
            <MenuItem value="all">{translate('kitchen.allStations')}</MenuItem>
            {board.data?.board.stations.map((option) => (
              <MenuItem key={option.id ?? UNASSIGNED} value={option.id ?? UNASSIGNED}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      {board.data?.offline && (
        <Alert severity="warning" icon={<CloudOffIcon />} role="status" sx={{ mb: 2 }}>
          {translate('kitchen.offline', { time: retreatTimeOfDay(new Date(board.data.receivedAt)) })}
        </Alert>
      )}
      <QueryState query={board} what={translate('kitchen.loading')}>
        {({ board: { stations }, receivedAt }) => {
          const elapsed = Math.max(0, Math.floor((now - receivedAt) / 1000));
          const shown = stations.filter((candidate) => station === 'all' || candidate.id === station);
          return (
            <Stack spacing={3}>
              {shown.map((current) => (
                <Box component="section" key={current.id ?? UNASSIGNED} aria-label={current.name}>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    {translate('kitchen.stationCount', { name: current.name, count: current.tickets.length })}
                  </Typography>
                  {current.tickets.length === 0 ? (
                    <Typography color="text.secondary">{translate('kitchen.noTickets')}</Typography>
                  ) : (
                    <Box
                      role="list"
                      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
                    >
                      {current.tickets.map((ticket) => (
                        <TicketCard
                          key={ticket.queueId}
                          ticket={ticket}
                          elapsed={elapsed}
                          isNew={isNew(ticket.queueId, now)}
                        />
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
