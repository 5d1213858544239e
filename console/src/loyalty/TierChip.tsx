import type { LoyaltyTier } from '@lakeside/contracts';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Metal colours, readable as text on white. */
const TIER_COLOURS: Record<LoyaltyTier, string> = {
  bronze: '#8c5a2b',
  silver: '#5f6b73',
  gold: '#8a6d00',
  platinum: '#3d4f7a',
};

export function TierChip({ tier }: { tier: LoyaltyTier }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`loyalty.tiers.${tier}`)}
      sx={{ color: TIER_COLOURS[tier], borderColor: TIER_COLOURS[tier], fontWeight: 600 }}
    />
  );
}
