import { MENU_CURRENCY, type LoyaltyMemberPageReply } from '@lakeside/contracts';
import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate, formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import { SectionCard } from '../till/SectionCard';
import { useLoyaltySettings, useMemberPage } from './loyaltyApi';
import { TierChip } from './TierChip';

/** A member's page (route /loyalty/members/:id): points, spend, visits, tier progress, the points' history. */
export function MemberPage() {
  const translate = useTranslate();
  const page = useMemberPage(Number(useParams().id));
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('loyalty.page.title')} />
      <QueryState query={page} what={translate('loyalty.page.loading')}>
        {(member) => (
          <Stack spacing={2}>
            <Header member={member} />
            <Figures member={member} />
            <History member={member} />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function Header({ member }: { member: LoyaltyMemberPageReply }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {member.name ?? member.membershipNumber}
        </Typography>
        <TierChip tier={member.tier} />
      </Stack>
      <Typography color="text.secondary">
        {[
          translate('loyalty.page.number', { number: member.membershipNumber }),
          member.phone && `+${member.phone}`,
          member.email,
          translate('loyalty.page.joined', { date: formatCalendarDate(member.joinDate) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Stack>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 150 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" aria-label={label}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Figures({ member }: { member: LoyaltyMemberPageReply }) {
  const translate = useTranslate();
  const rules = useLoyaltySettings();
  // From the tier reached to the next one: how much of the way the member has come.
  const from = Number(rules.data?.tierThresholds[member.tier] ?? 0);
  const next = member.nextTier && rules.data ? Number(rules.data.tierThresholds[member.nextTier]) : null;
  const progress =
    next && next > from ? Math.min(100, ((Number(member.totalSpent) - from) / (next - from)) * 100) : 100;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <Figure
        label={translate('loyalty.page.points')}
        value={String(member.totalPoints)}
        detail={translate('loyalty.page.worth', { amount: formatMoney(member.pointsWorth, MENU_CURRENCY) })}
      />
      <Figure
        label={translate('loyalty.page.spent')}
        value={formatMoney(member.totalSpent, MENU_CURRENCY)}
        detail={
          member.nextTier && member.toNextTier
            ? translate('loyalty.page.nextTier', {
                amount: formatMoney(member.toNextTier, MENU_CURRENCY),
                tier: translate(`loyalty.tiers.${member.nextTier}`),
              })
            : translate('loyalty.page.topTier')
        }
      />
      <Figure
        label={translate('loyalty.page.visits')}
        value={String(member.totalVisits)}
        detail={
          member.lastVisit
            ? translate('loyalty.page.lastVisit', { date: formatInstant(member.lastVisit) })
            : translate('loyalty.page.never')
        }
      />
      <Box sx={{ flexBasis: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={translate('loyalty.page.tier')}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    </Stack>
  );
}

function History({ member }: { member: LoyaltyMemberPageReply }) {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('loyalty.page.history')}>
      {member.transactions.length === 0 ? (
        <Typography color="text.secondary">{translate('loyalty.page.noHistory')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('loyalty.page.when')}</TableCell>
                <TableCell>{translate('loyalty.page.type')}</TableCell>
                <TableCell align="right">{translate('loyalty.page.pointsColumn')}</TableCell>
                <TableCell>{translate('loyalty.page.order')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {member.transactions.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatInstant(row.createdAt)}</TableCell>
                  <TableCell>{translate(`loyalty.types.${row.type}`)}</TableCell>
                  <TableCell align="right" sx={{ color: row.pointsChanged < 0 ? 'error.main' : 'success.main' }}>
                    {row.pointsChanged > 0 ? `+${row.pointsChanged}` : row.pointsChanged}
                  </TableCell>
                  <TableCell>
                    {row.order &&
                      [
                        row.order.orderNumber,
                        formatMoney(row.order.totalAmount, MENU_CURRENCY),
                        row.order.discountAmount !== '0.00' &&
                          translate('loyalty.page.discount', {
                            amount: formatMoney(row.order.discountAmount, MENU_CURRENCY),
                          }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}
