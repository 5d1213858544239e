import {
  LOYALTY_ACCESS,
  LOYALTY_TIERS,
  MENU_CURRENCY,
  pointsEarned,
  pointsWorth,
  type LoyaltySettingsReply,
  type LoyaltyTier,
  type StaffRole,
} from '@lakeside/contracts';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatMoney } from '../format/money';
import { SectionCard } from '../till/SectionCard';
import { refusalOf, useLoyaltyCalls, useLoyaltySettings, type Refusal } from './loyaltyApi';

/**
 * The programme's rules (route /loyalty/settings): what a quetzal earns, what a point is worth,
 * the fewest points redeemed at once, and the lifetime spend each tier starts at. Every cashier
 * reads them; managers change them (the API checks the thresholds ascend and values are positive).
 */
export function LoyaltyRules() {
  const translate = useTranslate();
  const rules = useLoyaltySettings();
  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title={translate('loyalty.settings.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('loyalty.settings.title')}
      </Typography>
      <QueryState query={rules} what={translate('loyalty.settings.title')}>
        {(current) => <RulesForm current={current} />}
      </QueryState>
    </Box>
  );
}

type Draft = { pointsPerQuetzal: string; pointValue: string; minimumRedeem: string } & Record<LoyaltyTier, string>;

function RulesForm({ current }: { current: LoyaltySettingsReply }) {
  const translate = useTranslate();
  const { saveRules } = useLoyaltyCalls();
  const { permissions: role } = usePermissions<StaffRole>();
  const mayChange = role !== undefined && (LOYALTY_ACCESS.setRules as readonly string[]).includes(role);
  const [draft, setDraft] = useState<Draft>({
    pointsPerQuetzal: current.pointsPerQuetzal,
    pointValue: current.pointValue,
    minimumRedeem: String(current.minimumRedeem),
    ...current.tierThresholds,
  });
  const [outcome, setOutcome] = useState<Refusal | 'saved' | null>(null);
  const [pending, setPending] = useState(false);

  async function save() {
    setPending(true);
    try {
      const { pointsPerQuetzal, pointValue, minimumRedeem } = draft;
      const tierThresholds = Object.fromEntries(LOYALTY_TIERS.map((tier) => [tier, draft[tier]])) as Record<
        LoyaltyTier,
        string
      >;
      await saveRules({ pointsPerQuetzal, pointValue, minimumRedeem, tierThresholds });
      setOutcome('saved');
    } catch (error) {
      setOutcome(refusalOf(error));
    } finally {
      setPending(false);
    }
  }

  const fields = outcome && outcome !== 'saved' ? outcome.fields : {};
  const field = (key: keyof Draft, label: string, errorKey: string = key) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={Boolean(fields[errorKey])}
      helperText={fields[errorKey]}
      disabled={!mayChange || key === 'bronze'}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      fullWidth
    />
  );
  return (
    <Stack spacing={2}>
      <SectionCard title={translate('loyalty.settings.earning')}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {field('pointsPerQuetzal', translate('loyalty.settings.pointsPerQuetzal'))}
            {field('pointValue', translate('loyalty.settings.pointValue'))}
            {field('minimumRedeem', translate('loyalty.settings.minimumRedeem'))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate('loyalty.settings.example', {
              points: pointsEarned('100.00', current),
              minimum: current.minimumRedeem,
              worth: formatMoney(pointsWorth(current.minimumRedeem, current), MENU_CURRENCY),
            })}
          </Typography>
        </Stack>
      </SectionCard>
      <SectionCard title={translate('loyalty.settings.thresholds')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {LOYALTY_TIERS.map((tier) => (
            <Box key={tier} sx={{ flex: 1 }}>
              {field(tier, translate(`loyalty.tiers.${tier}`), `tierThresholds.${tier}`)}
            </Box>
          ))}
        </Stack>
      </SectionCard>
      {outcome === 'saved' && (
        <Alert severity="success" role="status">
          {translate('loyalty.settings.saved')}
        </Alert>
      )}
      {outcome && outcome !== 'saved' && Object.keys(outcome.fields).length === 0 && (
        <Alert severity="error" role="alert">
          {outcome.message ?? translate('loyalty.settings.failed')}
        </Alert>
      )}
      {mayChange ? (
        <Button variant="contained" onClick={() => void save()} disabled={pending} sx={{ alignSelf: 'flex-start' }}>
          {translate('loyalty.settings.save')}
        </Button>
      ) : (
        <Typography color="text.secondary">{translate('loyalty.settings.managersOnly')}</Typography>
      )}
    </Stack>
  );
}
