import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { DashboardReply, DashboardStayReply } from '@lakeside/contracts';
import { formatMoney } from '../../format/money';

/** Items below their minimum, the one that runs out soonest first (as the stock screen sorts them). */
export function LowStockList({ items }: { items: DashboardReply['lowStock'] }) {
  if (!items.length) return <Typography color="text.secondary">Nothing is below its minimum.</Typography>;
  return (
    <List dense disablePadding aria-label="Low stock">
      {items.map((item) => (
        <ListItem key={item.id} disableGutters divider>
          <ListItemText primary={item.name} secondary={`${item.currentStock} of ${item.minimumStock} ${item.unit}`} />
          <Chip
            size="small"
            color={item.daysLeft !== null && item.daysLeft < 3 ? 'error' : 'warning'}
            label={item.daysLeft === null ? 'not used lately' : `${item.daysLeft} days left`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Today's arrivals or departures with what each still owes. */
export function StayList({ stays, empty, label }: { stays: DashboardStayReply[]; empty: string; label: string }) {
  if (!stays.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding aria-label={label}>
      {stays.map((stay) => (
        <ListItem key={stay.reference} disableGutters divider>
          <ListItemText
            primary={`${stay.guestName} · ${stay.roomName}`}
            secondary={`${stay.reference} · ${stay.guests} guests${
              stay.balanceDue === '0.00' ? '' : ` · owes ${formatMoney(stay.balanceDue, stay.currency)}`
            }`}
          />
          {stay.done && <Chip size="small" color="success" label={label === 'Arrivals' ? 'arrived' : 'left'} />}
        </ListItem>
      ))}
    </List>
  );
}
