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
import { useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';
import { customerLineOf } from '../kitchen/types';
import type { OrderReply } from '@lakeside/contracts';
import { useCancelOrder } from './useOpenOrders';

interface CancelOrderDialogProps {
  order: OrderReply;
  onClose: () => void;
}

/** Asks before cancelling an order, with an optional reason that goes to the audit trail. */
export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder(order, onClose);
  const titleId = `cancel-order-${order.id}`;
  return (
    <Dialog open onClose={cancel.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('pos.cancel.title', { number: order.orderNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {customerLineOf(order, translate)} · {formatMoney(order.totalAmount, MENU_CURRENCY)}.{' '}
          {translate('pos.cancel.what')}
        </DialogContentText>
        <TextField
          label={translate('pos.cancel.reason')}
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
          {translate('pos.cancel.keep')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(reason)}
          startIcon={cancel.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('pos.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
