import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { DashboardReply, DashboardStayReply } from '@lakeside/contracts';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../format/money';

/** Items below their minimum, the one that runs out soonest first (as the stock screen sorts them). */
export function LowStockList({ items }: { items: DashboardReply['lowStock'] }) {
  const translate = useTranslate();
  if (!items.length) return <Typography color="text.secondary">{translate('owner.lists.nothingLow')}</Typography>;
  return (
    <List dense disablePadding aria-label={translate('owner.cards.lowStock')}>
      {items.map((item) => (
        <ListItem key={item.id} disableGutters divider>
          <ListItemText
            primary={item.name}
            secondary={translate('owner.lists.stockOf', {
              current: item.currentStock,
              minimum: item.minimumStock,
              unit: item.unit,
            })}
          />
          <Chip
            size="small"
            color={item.daysLeft !== null && item.daysLeft < 3 ? 'error' : 'warning'}
            label={
              item.daysLeft === null
                ? translate('owner.lists.notUsedLately')
                : translate('owner.lists.daysLeft', { smart_count: item.daysLeft })
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Today's arrivals or departures with what each still owes. */
export function StayList({ stays, kind }: { stays: DashboardStayReply[]; kind: 'arrivals' | 'departures' }) {
  const translate = useTranslate();
  const arrivals = kind === 'arrivals';
  if (!stays.length) {
    return (
      <Typography color="text.secondary">
        {translate(arrivals ? 'owner.lists.noArrivals' : 'owner.lists.noDepartures')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={translate(`owner.lists.${kind}`)}>
      {stays.map((stay) => (
        <ListItem key={stay.reference} disableGutters divider>
          <ListItemText
            primary={`${stay.guestName} · ${stay.roomName}`}
            secondary={[
              stay.reference,
              translate('owner.lists.guests', { smart_count: stay.guests }),
              ...(stay.balanceDue === '0.00'
                ? []
                : [translate('owner.lists.owes', { amount: formatMoney(stay.balanceDue, stay.currency) })]),
            ].join(' · ')}
          />
          {stay.done && (
            <Chip
              size="small"
              color="success"
              label={translate(arrivals ? 'owner.lists.arrived' : 'owner.lists.left')}
            />
          )}
        </ListItem>
      ))}
    </List>
  );
}
