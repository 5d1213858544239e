import { MENU_CURRENCY, TEXT_LIMITS } from '@lakeside/contracts';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { formatMoney } from '../format/money';
import { destinationOf } from '../kitchen/types';
import type { OrderReply } from '@lakeside/contracts';
import { useCancelOrder } from './useOpenOrders';

interface CancelOrderDialogProps {
  order: OrderReply;
  onClose: () => void;
}

/** Asks before cancelling an order, with an optional reason that goes to the audit trail. */
export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder(order, onClose);
  const titleId = `cancel-order-${order.id}`;
  return (
    <Dialog open onClose={cancel.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Cancel order {order.orderNumber}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {destinationOf(order)} · {order.customerName} · {formatMoney(order.totalAmount, MENU_CURRENCY)}. The kitchen
          stops its dishes and nothing is left to pay.
        </DialogContentText>
        <TextField
          label="Reason (optional)"
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.notes } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          Keep order
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(reason)}
          startIcon={cancel.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Confirm cancellation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
