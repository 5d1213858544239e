import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { currentTillReply } from '@lakeside/contracts';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { OutboxBanner } from '../offline/OutboxBanner';
import { OutboxProvider } from '../offline/OutboxProvider';
import { useServiceWorker } from '../offline/serviceWorker';
import { useKeptStaffQuery } from '../offline/readThrough';
import { TILL_PATH } from '../till/tillQueries';
import { NewOrder } from './NewOrder';
import { OpenOrders } from './OpenOrders';
import { useOpenOrders, useOrderEvents } from './useOpenOrders';

type View = 'new' | 'open';

/**
 * The restaurant point of sale, route /pos (/pos?view=open opens the second tab): New order
 * takes an order at the till; Open orders lists today's orders still to be paid or served,
 * whoever placed them (a guest's phone or the till), for payment or cancellation. Both views
 * stay mounted, so a half-taken order survives a look at the open ones. Offline, orders and
 * cash payments wait on the tablet (src/offline/) and the banner says what is still to be sent.
 * App loads this screen and its offline code on demand (a lazy route).
 */
export function PointOfSale() {
  useServiceWorker();
  return (
    <OutboxProvider>
      <PointOfSaleViews />
    </OutboxProvider>
  );
}

function PointOfSaleViews() {
  // Read on every visit so the day's dollar rate (and whether the till is open) is on the tablet for offline payments.
  useKeptStaffQuery(TILL_PATH, currentTillReply);
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'open' ? 'open' : 'new';
  const live = useOrderEvents();
  const openOrders = useOpenOrders(live);
  const count = openOrders.data?.length;

  function show(next: View) {
    setParams(next === 'open' ? { view: 'open' } : {}, { replace: true });
  }

  return (
    <Box sx={{ py: 2 }}>
      <Title title="pos.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('pos.title')}
      </Typography>
      <OutboxBanner />
      <Tabs
        value={view}
        onChange={(_, next: View) => show(next)}
        aria-label={translate('pos.views')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {/* Icons set these apart from the menu's category tabs below them. */}
        <Tab
          value="new"
          label={translate('pos.newOrder')}
          icon={<AddShoppingCartIcon />}
          iconPosition="start"
          sx={{ minHeight: 48 }}
          id="pos-tab-new"
          aria-controls="pos-panel-new"
        />
        <Tab
          value="open"
          label={count ? translate('pos.openOrdersCount', { count }) : translate('pos.openOrders')}
          icon={<ReceiptLongIcon />}
          iconPosition="start"
          sx={{ minHeight: 48 }}
          id="pos-tab-open"
          aria-controls="pos-panel-open"
        />
      </Tabs>
      <Box role="tabpanel" id="pos-panel-new" aria-labelledby="pos-tab-new" hidden={view !== 'new'}>
        <NewOrder />
      </Box>
      <Box role="tabpanel" id="pos-panel-open" aria-labelledby="pos-tab-open" hidden={view !== 'open'}>
        <OpenOrders query={openOrders} live={live} />
      </Box>
    </Box>
  );
}
