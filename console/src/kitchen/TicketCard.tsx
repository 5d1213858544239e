import type { KitchenStatus } from '@lakeside/contracts';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import type { KitchenTicketReply } from '@lakeside/contracts';
import { destinationOf, formatAge, NEXT_STEP } from './types';
import { useMoveTicket } from './useKitchenBoard';

/** Cancelled tickets leave the board with their order; the colour is there for completeness. */
const STATUS_COLOR: Readonly<Record<KitchenStatus, ChipProps['color']>> = {
  pending: 'default',
  preparing: 'warning',
  ready: 'success',
  served: 'default',
  cancelled: 'default',
};

interface TicketCardProps {
  ticket: KitchenTicketReply;
  /** Seconds since the board was read, added to the ticket's age. */
  elapsed: number;
}

export function TicketCard({ ticket, elapsed }: TicketCardProps) {
  const move = useMoveTicket();
  const next = NEXT_STEP[ticket.status];
  const age = ticket.ageSeconds + elapsed;
  return (
    <Card
      role="listitem"
      aria-label={`${ticket.orderNumber} ${ticket.itemName}`}
      variant="outlined"
      sx={{
        borderLeft: 6,
        borderLeftColor: ticket.priority === 'urgent' || ticket.priority === 'high' ? 'error.main' : 'primary.main',
      }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{ticket.orderNumber}</Typography>
          <Typography
            aria-label="Age"
            sx={{ fontVariantNumeric: 'tabular-nums', color: age >= 15 * 60 ? 'error.main' : 'text.secondary' }}
          >
            {formatAge(age)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {destinationOf(ticket)} · {ticket.customerName}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1, lineHeight: 1.2 }}>
          {ticket.itemName} × {ticket.quantity}
        </Typography>
        {ticket.options.length > 0 && <Typography variant="body2">{ticket.options.join(', ')}</Typography>}
        {ticket.specialRequests && (
          <Box sx={{ mt: 0.5, px: 1, py: 0.5, bgcolor: 'warning.light', borderRadius: 1 }}>
            <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
              {ticket.specialRequests}
            </Typography>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}>
        <Chip size="small" label={ticket.status} color={STATUS_COLOR[ticket.status]} />
        {next && (
          <Button
            variant="contained"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            disabled={move.isPending}
            onClick={() => move.mutate({ queueId: ticket.queueId, status: next.status })}
          >
            {next.label}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
