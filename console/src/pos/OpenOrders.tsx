import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { OpenOrderList } from './OpenOrderList';
import { OrderDetail } from './OrderDetail';
import type { OrderReply } from '@lakeside/contracts';
import { OFFLINE_POLL_MS } from './useOpenOrders';

interface OpenOrdersProps {
  query: UseQueryResult<OrderReply[]>;
  /** Whether the order event stream is open (else the list polls). */
  live: boolean;
}

/**
 * The POS's Open orders view: today's orders still to be paid or served, from the till and
 * from guests' phones, refreshed as they change. On a tablet the chosen order sits beside the
 * list; on a phone it replaces the list until the cashier goes back.
 */
export function OpenOrders({ query, live }: OpenOrdersProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [selected, setSelected] = useState<number | null>(null);
  const listed = query.data?.find((order) => order.id === selected);
  const detail =
    selected === null ? null : (
      <OrderDetail
        key={selected}
        id={selected}
        shown={listed}
        live={live}
        phone={phone}
        onClose={() => setSelected(null)}
      />
    );

  const list = (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('pos.openOrders')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {live ? translate('pos.open.live') : translate('pos.open.polling', { seconds: OFFLINE_POLL_MS / 1000 })}
        </Typography>
      </Stack>
      <QueryState
        query={query}
        what={translate('pos.open.loading')}
        isEmpty={(orders) => orders.length === 0}
        empty={
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{translate('pos.open.none')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('pos.open.noneHint')}
            </Typography>
          </Box>
        }
      >
        {(orders) => (
          <OpenOrderList orders={orders} selectedId={selected} onSelect={(order) => setSelected(order.id)} />
        )}
      </QueryState>
    </Box>
  );

  if (phone) return detail ?? list;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 1fr)', alignItems: 'start' }}
    >
      {list}
      <Box sx={{ position: 'sticky', top: 72, maxHeight: 'calc(100vh - 88px)', overflowY: 'auto' }}>
        {detail ?? (
          <Typography color="text.secondary" sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {translate('pos.open.choose')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
