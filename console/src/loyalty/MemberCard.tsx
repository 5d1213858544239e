import { MENU_CURRENCY, pointsWorth } from '@lakeside/contracts';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../format/money';
import { memberRoute, useLoyaltySettings } from './loyaltyApi';
import { choose, NO_MEMBER, type LoyaltyChoice } from './loyaltyChoice';
import { MemberSearch } from './MemberSearch';
import { RedeemField } from './RedeemField';
import { TierChip } from './TierChip';

interface MemberCardProps {
  /** The order's total before any points, in quetzales. */
  total: string;
  value: LoyaltyChoice;
  onChange: (choice: LoyaltyChoice) => void;
}

/**
 * The till's loyalty card, inside Take Payment: find or enrol the member the order is for, see
 * their tier and points, and choose points to take off. The payment carries the member and the
 * points; the API earns and redeems in the same transaction as the payment.
 */
export function MemberCard({ total, value, onChange }: MemberCardProps) {
  const translate = useTranslate();
  const rules = useLoyaltySettings();
  const { member } = value;
  return (
    <Box
      component="section"
      aria-label={translate('loyalty.card.title')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('loyalty.card.title')}
      </Typography>
      {!member ? (
        <MemberSearch onPick={(picked) => onChange({ ...NO_MEMBER, member: picked })} />
      ) : (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{member.name ?? member.membershipNumber}</Typography>
            <TierChip tier={member.tier} />
            <Typography variant="body2" color="text.secondary">
              {member.membershipNumber}
            </Typography>
          </Stack>
          <Typography variant="body2" role="status" aria-label={translate('loyalty.page.points')}>
            {translate('loyalty.card.summary', {
              points: member.totalPoints,
              worth: rules.data ? formatMoney(pointsWorth(member.totalPoints, rules.data), MENU_CURRENCY) : '…',
            })}
          </Typography>
          {!member.isActive && <Alert severity="warning">{translate('loyalty.card.inactive')}</Alert>}
          {member.isActive && rules.data && (
            <RedeemField
              total={total}
              member={member}
              rules={rules.data}
              points={value.redeemPoints}
              onPoints={(points) => onChange(choose(member, points, total, rules.data))}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button size="small" onClick={() => onChange(NO_MEMBER)}>
              {translate('loyalty.card.change')}
            </Button>
            <Link component={RouterLink} to={memberRoute(member.id)} variant="body2">
              {translate('loyalty.card.page')}
            </Link>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
