import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { OfflineNotice } from './OfflineNotice';
import { SidebarMenu } from './SidebarMenu';
import { StaffUserMenu } from './StaffUserMenu';

function StaffAppBar() {
  return <AppBar color="primary" userMenu={<StaffUserMenu />} />;
}

/**
 * react-admin's layout (its sidebar becomes a drawer on phones) with our menu and user menu.
 * The content column may shrink below its widest child (scrollable tabs, month grids), which
 * then scroll inside it instead of widening the page past a phone's screen.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={StaffAppBar} menu={SidebarMenu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <OfflineNotice />
      {children}
    </Layout>
  );
}
