import {
  MENU_CURRENCY,
  maxRedeemable,
  redeem,
  type LoyaltyMemberReply,
  type LoyaltySettingsReply,
} from '@lakeside/contracts';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';

interface RedeemFieldProps {
  total: string;
  member: LoyaltyMemberReply;
  rules: LoyaltySettingsReply;
  points: number;
  /** Told the points typed, 0 while the rules do not allow them. */
  onPoints: (points: number) => void;
}

/**
 * Points to take off the order: at least the rules' minimum, at most what the balance and the
 * order allow. Only a number the contracts' redeem() accepts reaches the payment; anything
 * else stays in the box with the reason beneath it.
 */
export function RedeemField({ total, member, rules, points, onPoints }: RedeemFieldProps) {
  const translate = useTranslate();
  const [text, setText] = useState(points ? String(points) : '');
  const max = maxRedeemable(total, member.totalPoints, rules);
  if (max < rules.minimumRedeem) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('loyalty.redeem.tooFew', { minimum: rules.minimumRedeem })}
      </Typography>
    );
  }
  const typed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim() ? NaN : 0;
  const result = Number.isInteger(typed) ? redeem(total, typed, member.totalPoints, rules) : null;
  const choose = (next: string) => {
    setText(next);
    onPoints(/^\d+$/.test(next.trim()) ? Number(next.trim()) : 0);
  };
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={translate('loyalty.redeem.label')}
          value={text}
          onChange={(event) => choose(event.target.value)}
          error={result !== null ? !result.ok : text.trim() !== ''}
          helperText={translate('loyalty.redeem.help', { minimum: rules.minimumRedeem, max })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
        <Button size="small" variant="outlined" onClick={() => choose(String(max))} sx={{ mt: 0.5 }}>
          {translate('loyalty.redeem.max', { points: max })}
        </Button>
      </Stack>
      {result?.ok && result.points > 0 && (
        <Typography variant="body2" role="status" aria-label={translate('loyalty.redeem.label')} color="success.main">
          {translate('loyalty.redeem.discount', {
            amount: formatMoney(result.discount, MENU_CURRENCY),
            due: formatMoney(result.amountDue, MENU_CURRENCY),
          })}
        </Typography>
      )}
    </Stack>
  );
}
