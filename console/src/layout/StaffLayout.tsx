import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator } from 'react-admin';
import { AccountLanguage } from '../i18n/AccountLanguage';
import { OfflineNotice } from './OfflineNotice';
import { SidebarMenu } from './SidebarMenu';
import { StaffUserMenu } from './StaffUserMenu';

/**
 * react-admin's own language button would change the language on this device only, and the
 * account's choice (AccountLanguage) would undo it: the user menu's switch saves it instead.
 */
function StaffAppBar() {
  return <AppBar color="primary" userMenu={<StaffUserMenu />} toolbar={<LoadingIndicator />} />;
}

/**
 * react-admin's layout (its sidebar becomes a drawer on phones) with our menu and user menu.
 * The content column may shrink below its widest child (scrollable tabs, month grids), which
 * then scroll inside it instead of widening the page past a phone's screen.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={StaffAppBar} menu={SidebarMenu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <AccountLanguage />
      <OfflineNotice />
      {children}
    </Layout>
  );
}
