import { Admin, CustomRoutes, Notification } from 'react-admin';
import { Route } from 'react-router';
import { bookingPaymentScreens } from './booking-payments';
import { expenseScreens } from './expenses';
import { consoleI18nProvider } from './i18n/i18nProvider';
import { browserLocale } from './i18n/locale';
import { lakesideTheme } from './layout/theme';
import { previewScreens } from './preview';
import { DASHBOARD_ACCESS } from '@lakeside/contracts';
import { authProvider, lastSignedInLanguage } from './providers/authProvider';
import { lastSignedInRole } from './providers/lastSignedIn';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { lazyScreen } from './routes/lazyScreen';
import { resourceLoader } from './schema/loadResources';
import { sessionDeskScreens } from './session-desk';
import { prefetchOwnerDashboard } from './dashboard/owner/useOwnerDashboard';

/**
 * Resources are not listed here: after sign-in the API's admin schema says which tables
 * the role may read and how their fields look, and every one gets generic screens unless
 * its folder provides its own (rooms, events and menu items add a guest preview to theirs).
 */
const loadResources = resourceLoader(dataProvider, {
  expenses: expenseScreens,
  'booking-payments': bookingPaymentScreens,
  ...previewScreens,
  ...sessionDeskScreens,
});

/**
 * Every screen is loaded when first opened (routes/lazyScreen.tsx): the sign-in page downloads
 * react-admin's core, MUI's basics and the form, and nothing of the screens behind it. A new
 * screen is one line here and one route below; a resource folder's own screens are lazy in its
 * index (expenses/index.ts).
 */
const StaffLayout = lazyScreen(() => import('./layout/StaffLayout').then((module) => module.StaffLayout));
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard').then((module) => module.Dashboard));
const PointOfSale = lazyScreen(() => import('./pos').then((module) => module.PointOfSale));
const KitchenDisplay = lazyScreen(() => import('./kitchen').then((module) => module.KitchenDisplay));
const Till = lazyScreen(() => import('./till').then((module) => module.Till));
const TillSessionPage = lazyScreen(() => import('./till').then((module) => module.TillSessionPage));
const DailySummary = lazyScreen(() => import('./till').then((module) => module.DailySummary));
const ExchangeRates = lazyScreen(() => import('./exchange-rates').then((module) => module.ExchangeRates));
const RoomsToday = lazyScreen(() => import('./rooms-today').then((module) => module.RoomsToday));
const Channels = lazyScreen(() => import('./channels').then((module) => module.Channels));
const RoomPhotos = lazyScreen(() => import('./room-photos').then((module) => module.RoomPhotos));
const Reviews = lazyScreen(() => import('./reviews').then((module) => module.Reviews));
const LowStock = lazyScreen(() => import('./stock').then((module) => module.LowStock));
const MyTime = lazyScreen(() => import('./staff-time').then((module) => module.MyTime));
const TimeClock = lazyScreen(() => import('./staff-time').then((module) => module.TimeClock));
const StaffWeeks = lazyScreen(() => import('./staff-time').then((module) => module.StaffWeeks));
const Payroll = lazyScreen(() => import('./staff-time').then((module) => module.Payroll));
const Invoices = lazyScreen(() => import('./invoices').then((module) => module.Invoices));
const LedgerReports = lazyScreen(() => import('./ledger').then((module) => module.LedgerReports));
const AccountLines = lazyScreen(() => import('./ledger').then((module) => module.AccountLines));
const EntryDetail = lazyScreen(() => import('./ledger').then((module) => module.EntryDetail));
const ManualEntry = lazyScreen(() => import('./ledger').then((module) => module.ManualEntry));
const MonthClose = lazyScreen(() => import('./ledger').then((module) => module.MonthClose));
const LoyaltyHome = lazyScreen(() => import('./loyalty').then((module) => module.LoyaltyHome));
const LoyaltyMember = lazyScreen(() => import('./loyalty').then((module) => module.MemberPage));
const LoyaltyRules = lazyScreen(() => import('./loyalty').then((module) => module.LoyaltyRules));

/** The last person's language on this device until the account says (i18n/AccountLanguage). */
const i18nProvider = consoleI18nProvider(lastSignedInLanguage() ?? browserLocale());

/**
 * The layout, the dashboard and its figures would otherwise come one after the other (the layout
 * must render before the screen inside it asks for its code, and the screen before its data):
 * ask for all three now, with the console.
 */
StaffLayout.preload();
if (window.location.pathname === '/') {
  Dashboard.preload();
  // Only for a role that sees them (the last one signed in here): anyone else would be refused.
  const role = lastSignedInRole();
  if (role && (DASHBOARD_ACCESS as readonly string[]).includes(role)) prefetchOwnerDashboard(queryClient, dataProvider);
}

/** Toasts at the top: at the bottom they cover the buttons of dialogs and phone forms. */
function TopNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;
}

export function App() {
  return (
    <Admin
      title="Lakeside Console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      // main.tsx serves /login itself, before any of react-admin is downloaded.
      loginPage={false}
      layout={StaffLayout}
      dashboard={Dashboard}
      theme={lakesideTheme}
      notification={TopNotification}
      // react-admin otherwise reports the console's domain to marmelab on every start.
      disableTelemetry
      requireAuth
    >
      {loadResources}
      {/* The till, the kitchen screen, the rooms' day, the channels and low stock are for every staff role, whatever tables it may read. */}
      <CustomRoutes>
        <Route path="/pos" element={<PointOfSale />} />
        <Route path="/till" element={<Till />} />
        <Route path="/till/sessions/:id" element={<TillSessionPage />} />
        <Route path="/restaurant-summary" element={<DailySummary />} />
        <Route path="/exchange-rate" element={<ExchangeRates />} />
        <Route path="/kitchen" element={<KitchenDisplay />} />
        <Route path="/rooms-today" element={<RoomsToday />} />
        <Route path="/channels" element={<Channels />} />
        <Route path="/room-photos" element={<RoomPhotos />} />
        <Route path="/reviews" element={<Reviews />} />
        <Route path="/stock" element={<LowStock />} />
        <Route path="/my-time" element={<MyTime />} />
        <Route path="/time-clock" element={<TimeClock />} />
        <Route path="/staff-weeks" element={<StaffWeeks />} />
        <Route path="/payroll" element={<Payroll />} />
        <Route path="/invoices" element={<Invoices />} />
        <Route path="/ledger" element={<LedgerReports />} />
        <Route path="/ledger/accounts/:id" element={<AccountLines />} />
        <Route path="/ledger/entries/new" element={<ManualEntry />} />
        <Route path="/ledger/entries/:id" element={<EntryDetail />} />
        <Route path="/ledger/periods" element={<MonthClose />} />
        <Route path="/loyalty" element={<LoyaltyHome />} />
        <Route path="/loyalty/members/:id" element={<LoyaltyMember />} />
        <Route path="/loyalty/settings" element={<LoyaltyRules />} />
      </CustomRoutes>
    </Admin>
  );
}
