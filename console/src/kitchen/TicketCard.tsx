import type { KitchenStatus } from '@lakeside/contracts';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { KitchenTicketReply } from '@lakeside/contracts';
import { customerLineOf, formatAge, NEXT_STEP } from './types';
import { useMoveTicket } from './useKitchenBoard';

/** Cancelled tickets leave the board with their order; the colour is there for completeness. */
const STATUS_COLOR: Readonly<Record<KitchenStatus, ChipProps['color']>> = {
  pending: 'default',
  preparing: 'warning',
  ready: 'success',
  served: 'default',
  cancelled: 'default',
};

/** A ticket that just arrived breathes a ring around itself, to catch the eye across the kitchen. */
const pulse = keyframes`
  0%, 100% { box-shadow: 0 0 0 0 rgba(237, 108, 2, 0.7); }
  50% { box-shadow: 0 0 0 8px rgba(237, 108, 2, 0); }
`;

interface TicketCardProps {
  ticket: KitchenTicketReply;
  /** Seconds since the board was read, added to the ticket's age. */
  elapsed: number;
  /** Arrived while the display was open, a moment ago (useNewTickets). */
  isNew: boolean;
}

export function TicketCard({ ticket, elapsed, isNew }: TicketCardProps) {
  const translate = useTranslate();
  const move = useMoveTicket();
  const next = NEXT_STEP[ticket.status];
  const age = ticket.ageSeconds + elapsed;
  return (
    <Card
      role="listitem"
      aria-label={`${ticket.orderNumber} ${ticket.itemName}`}
      data-new={isNew ? 'true' : undefined}
      variant="outlined"
      sx={{
        borderLeft: 6,
        borderLeftColor: ticket.priority === 'urgent' || ticket.priority === 'high' ? 'error.main' : 'primary.main',
        ...(isNew && {
          outline: 3,
          outlineColor: 'warning.main',
          outlineOffset: -1,
          animation: `${pulse} 1.5s ease-in-out infinite`,
          // Without motion, the outline and the "New" chip say it alone.
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
      }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{ticket.orderNumber}</Typography>
            {isNew && <Chip size="small" color="warning" label={translate('kitchen.newTicket')} />}
          </Stack>
          <Typography
            aria-label={translate('kitchen.age')}
            sx={{ fontVariantNumeric: 'tabular-nums', color: age >= 15 * 60 ? 'error.main' : 'text.secondary' }}
          >
            {formatAge(age)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {customerLineOf(ticket, translate)}
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
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5 }}>
        <Chip size="small" label={translate(`kitchen.status.${ticket.status}`)} color={STATUS_COLOR[ticket.status]} />
        {next && (
          <Button
            variant="contained"
            size="small"
            sx={{ whiteSpace: 'nowrap', ml: 'auto' }}
            disabled={move.isPending}
            onClick={() => move.mutate({ queueId: ticket.queueId, status: next })}
          >
            {translate(`kitchen.step.${next}`)}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
