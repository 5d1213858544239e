import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PaymentsIcon from '@mui/icons-material/Payments';
import TabletIcon from '@mui/icons-material/TabletAndroid';
import { STAFF_TIME_ACCESS, type StaffRole } from '@lakeside/contracts';
import { Menu, usePermissions } from 'react-admin';

/** My time and the tablet clock for everyone; weeks to approve and payroll for managers. */
export function StaffTimeMenu() {
  const { permissions: role } = usePermissions<StaffRole>();
  const manages = role !== undefined && (STAFF_TIME_ACCESS.manage as readonly StaffRole[]).includes(role);
  return (
    <>
      <Menu.Item to="/my-time" primaryText="staffTime.menu.myTime" leftIcon={<AccessTimeIcon />} />
      <Menu.Item to="/time-clock" primaryText="staffTime.menu.timeClock" leftIcon={<TabletIcon />} />
      {manages && (
        <Menu.Item to="/staff-weeks" primaryText="staffTime.menu.staffWeeks" leftIcon={<EventAvailableIcon />} />
      )}
      {manages && <Menu.Item to="/payroll" primaryText="staffTime.menu.payroll" leftIcon={<PaymentsIcon />} />}
    </>
  );
}
