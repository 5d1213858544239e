import { lazy, Suspense, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Notification } from 'react-admin';
import { Route } from 'react-router';
import { bookingPaymentScreens } from './booking-payments';
import { Channels } from './channels';
import { Dashboard } from './dashboard/Dashboard';
import { expenseScreens } from './expenses';
import { StaffLayout } from './layout/StaffLayout';
import { lakesideTheme } from './layout/theme';
import { LoginPage } from './login/LoginPage';
import { previewScreens } from './preview';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { RoomPhotos } from './room-photos';
import { RoomsToday } from './rooms-today';
import { resourceLoader } from './schema/loadResources';
import { sessionDeskScreens } from './session-desk';
import { MyTime, Payroll, StaffWeeks, TimeClock } from './staff-time';
import { DailySummary, Till, TillSessionPage } from './till';
import { ExchangeRates } from './exchange-rates';
import { LowStock } from './stock';
import { Invoices } from './invoices';

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
 * The POS and the kitchen display carry the offline code (service worker, IndexedDB, the
 * outbox): loaded on demand, so the sign-in page and the other screens download none of it.
 */
const PointOfSale = lazy(() => import('./pos').then((screen) => ({ default: screen.PointOfSale })));
const KitchenDisplay = lazy(() => import('./kitchen').then((screen) => ({ default: screen.KitchenDisplay })));
const onDemand = (screen: ReactNode) => <Suspense fallback={<Loading />}>{screen}</Suspense>;

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
      queryClient={queryClient}
      loginPage={LoginPage}
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
        <Route path="/pos" element={onDemand(<PointOfSale />)} />
        <Route path="/till" element={<Till />} />
        <Route path="/till/sessions/:id" element={<TillSessionPage />} />
        <Route path="/restaurant-summary" element={<DailySummary />} />
        <Route path="/exchange-rate" element={<ExchangeRates />} />
        <Route path="/kitchen" element={onDemand(<KitchenDisplay />)} />
        <Route path="/rooms-today" element={<RoomsToday />} />
        <Route path="/channels" element={<Channels />} />
        <Route path="/room-photos" element={<RoomPhotos />} />
        <Route path="/stock" element={<LowStock />} />
        <Route path="/my-time" element={<MyTime />} />
        <Route path="/time-clock" element={<TimeClock />} />
        <Route path="/staff-weeks" element={<StaffWeeks />} />
        <Route path="/payroll" element={<Payroll />} />
        <Route path="/invoices" element={<Invoices />} />
      </CustomRoutes>
    </Admin>
  );
}
