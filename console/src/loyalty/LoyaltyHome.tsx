import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SectionCard } from '../till/SectionCard';
import { memberRoute } from './loyaltyApi';
import { MemberSearch } from './MemberSearch';

/** The loyalty screen (route /loyalty): find or enrol a member and open their page; the rules are a tap away. */
export function LoyaltyHome() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title={translate('loyalty.home.title')} />
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {translate('loyalty.home.title')}
          </Typography>
          <Button component={RouterLink} to="/loyalty/settings" variant="outlined">
            {translate('loyalty.settings.title')}
          </Button>
        </Stack>
        <SectionCard title={translate('loyalty.home.find')}>
          <MemberSearch onPick={(member) => void navigate(memberRoute(member.id))} />
        </SectionCard>
      </Stack>
    </Box>
  );
}
