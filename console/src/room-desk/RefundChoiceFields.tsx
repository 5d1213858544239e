import type { StaffRefundChoice } from '@lakeside/contracts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What staff give back on cancelling a booking paid online; `amount` is read only for 'part'. */
export interface RefundDraft {
  refund: StaffRefundChoice;
  amount: string;
}

export const POLICY_REFUND_DRAFT: RefundDraft = { refund: 'policy', amount: '' };

const CHOICES: readonly StaffRefundChoice[] = ['policy', 'full', 'part', 'none'];

/** The cancel request's refund fields (staffCancellationSchema): refundAmount only for 'part'. */
export function refundBody({ refund, amount }: RefundDraft): { refund: StaffRefundChoice; refundAmount?: string } {
  return refund === 'part' ? { refund, refundAmount: amount.trim() } : { refund };
}

/**
 * The refund of a cancellation, for a booking paid online: per the policy, all, part (with the
 * amount, at most what is still refundable — the server checks it too), or nothing.
 */
export function RefundChoiceFields({
  value,
  onChange,
  refundable,
}: {
  value: RefundDraft;
  onChange: (next: RefundDraft) => void;
  /** What can still be given back, as the helper text of the amount (e.g. '$40.00'). */
  refundable?: string;
}) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <TextField
        select
        label={translate('roomDesk.refund.label')}
        value={value.refund}
        onChange={(event) => onChange({ ...value, refund: event.target.value as StaffRefundChoice })}
        fullWidth
        helperText={translate('roomDesk.refund.helper')}
      >
        {CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`roomDesk.refund.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.refund === 'part' && (
        <TextField
          label={translate('roomDesk.refund.amount')}
          value={value.amount}
          onChange={(event) => onChange({ ...value, amount: event.target.value })}
          inputMode="decimal"
          fullWidth
          helperText={refundable ? translate('roomDesk.refund.atMost', { amount: refundable }) : undefined}
        />
      )}
    </Stack>
  );
}
