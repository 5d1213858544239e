import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import InsightsIcon from '@mui/icons-material/Insights';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import LocalAtmIcon from '@mui/icons-material/LocalAtm';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import { Alert } from '@mui/material';
import { Menu, useResourceDefinitions, useTranslate } from 'react-admin';
import { MENU_GROUPS } from '../schema/menuGroups';
import { InvoicesMenuItem } from '../invoices/InvoicesMenuItem';
import { LedgerMenuItem } from '../ledger/LedgerMenuItem';
import { StaffTimeMenu } from '../staff-time';
import { MenuSection } from './MenuSection';

/**
 * Menu.Item translates its primaryText key itself.
 * Dashboard, Point of sale, Kitchen display, Rooms today, Channels and Low stock first (every staff role), then the sections
 * of the resources the signed-in role may read (the admin schema lists only those), in the
 * order of MENU_GROUPS.
 */
export function SidebarMenu() {
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  const sections = MENU_GROUPS.map((group) => ({
    group,
    resources: group.resources.filter((name) => definitions[name]),
  })).filter((section) => section.resources.length > 0);

  return (
    <Menu>
      <Menu.DashboardItem primaryText="layout.menu.dashboard" />
      <Menu.Item to="/pos" primaryText="layout.menu.pointOfSale" leftIcon={<PointOfSaleIcon />} />
      <Menu.Item to="/till" primaryText="layout.menu.till" leftIcon={<LocalAtmIcon />} />
      <Menu.Item to="/restaurant-summary" primaryText="layout.menu.dailySummary" leftIcon={<InsightsIcon />} />
      <Menu.Item to="/exchange-rate" primaryText="layout.menu.exchangeRate" leftIcon={<CurrencyExchangeIcon />} />
      <Menu.Item to="/kitchen" primaryText="layout.menu.kitchen" leftIcon={<SoupKitchenIcon />} />
      <Menu.Item to="/rooms-today" primaryText="layout.menu.roomsToday" leftIcon={<MeetingRoomIcon />} />
      <Menu.Item to="/channels" primaryText="layout.menu.channels" leftIcon={<EventBusyIcon />} />
      <Menu.Item to="/room-photos" primaryText="layout.menu.roomPhotos" leftIcon={<PhotoLibraryIcon />} />
      <Menu.Item to="/reviews" primaryText="layout.menu.reviews" leftIcon={<RateReviewIcon />} />
      <Menu.Item to="/stock" primaryText="layout.menu.lowStock" leftIcon={<Inventory2Icon />} />
      <Menu.Item to="/loyalty" primaryText="loyalty.home.title" leftIcon={<LoyaltyIcon />} />
      <StaffTimeMenu />
      <InvoicesMenuItem />
      <LedgerMenuItem />
      {sections.map(({ group, resources }) => (
        <MenuSection key={group.label} group={group} resources={resources} />
      ))}
      {sections.length === 0 && (
        <Alert severity="warning" sx={{ m: 1 }}>
          {translate('layout.menu.menusNotLoaded')}
        </Alert>
      )}
    </Menu>
  );
}
