import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, Card, Stack, Tab, Tabs, Typography } from '@mui/material';
import { DASHBOARD_ACCESS, type StaffRole } from '@lakeside/contracts';
import { useState, type ComponentType } from 'react';
import { Link, Title, usePermissions, useTranslate } from 'react-admin';
import { useReadableResources } from '../generic/useResourceSchema';
import { CalendarView } from './CalendarView';
import { OwnerOverview } from './owner/OwnerOverview';
import { lazyScreen } from '../routes/lazyScreen';

// The other tabs' code (lists, dialogs) downloads when one is first opened, not with the dashboard.
const RoomBookingsTab = lazyScreen(() => import('./RoomBookingsTab').then((module) => module.RoomBookingsTab));
const SaunaBookingsTab = lazyScreen(() => import('./SaunaBookingsTab').then((module) => module.SaunaBookingsTab));
const RoomAvailabilityTab = lazyScreen(() =>
  import('./RoomAvailabilityTab').then((module) => module.RoomAvailabilityTab),
);

const TABS: readonly { label: string; panel: ComponentType<object> }[] = [
  { label: 'dashboard.tabs.calendar', panel: CalendarView },
  { label: 'dashboard.tabs.roomBookings', panel: RoomBookingsTab },
  { label: 'dashboard.tabs.saunaBookings', panel: SaunaBookingsTab },
  { label: 'dashboard.tabs.availability', panel: RoomAvailabilityTab },
];

/**
 * The staff dashboard (docs/requirements/back-office.md#staff-console): for the owner and the
 * managers, the business over a period (owner/); for everyone, bookings as a calendar, lists
 * and availability, as the desk uses them.
 */
export function Dashboard() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const { permissions: role, isPending: roleUnknown } = usePermissions<StaffRole>();
  const seesFigures = (DASHBOARD_ACCESS as readonly string[]).includes(role ?? '');
  // The bookings wait for the figures above them (and for the role that says whether there are
  // any): shown first, they would jump down the page when the figures arrive.
  const [figuresShown, setFiguresShown] = useState(false);
  const showBookings = !roleUnknown && (!seesFigures || figuresShown);
  const canSeeExpenses = useReadableResources()('expenses');
  const Panel = TABS[tab]?.panel ?? CalendarView;

  return (
    <Box sx={{ py: 2 }}>
      <Title title="dashboard.title" />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {translate('dashboard.title')}
        </Typography>
        {canSeeExpenses && (
          <Button component={Link} to="/expenses" variant="outlined" startIcon={<ReceiptLongIcon />}>
            {translate('dashboard.expenseManagement')}
          </Button>
        )}
      </Stack>
      {seesFigures && <OwnerOverview onFirstAnswer={() => setFiguresShown(true)} />}
      {showBookings && (
        <Card sx={{ mt: 2 }}>
          <Tabs
            value={tab}
            onChange={(_, value: number) => setTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={translate('dashboard.tabs.label')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map(({ label }, index) => (
              <Tab
                key={label}
                label={translate(label)}
                id={`dashboard-tab-${index}`}
                aria-controls="dashboard-tabpanel"
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="dashboard-tabpanel" aria-labelledby={`dashboard-tab-${tab}`}>
            <Panel />
          </Box>
        </Card>
      )}
    </Box>
  );
}
