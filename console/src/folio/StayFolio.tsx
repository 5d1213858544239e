import { compareMoney, type FolioReply } from '@lakeside/contracts';
import { Alert, Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';
import { useFolio } from './folioQueries';

interface StayFolioProps {
  bookingId: number;
  /** The guest is in house: a balance is to be settled before check-out. */
  inHouse: boolean;
  /** Told the balance due whenever the folio is read. */
  onBalance?: (balance: string) => void;
}

/** The room desk's folio of a stay: its nights, each meal with its order number, its payments, and the balance due. */
export function StayFolio({ bookingId, inHouse, onBalance }: StayFolioProps) {
  const translate = useTranslate();
  const folio = useFolio(bookingId);
  const balance = folio.data?.balanceDue;
  useEffect(() => {
    if (balance !== undefined) onBalance?.(balance);
  }, [balance, onBalance]);
  if (!folio.data) {
    return <Typography color="text.secondary">{translate('folio.view.loading')}</Typography>;
  }
  return <FolioTable folio={folio.data} inHouse={inHouse} />;
}

function FolioTable({ folio, inHouse }: { folio: FolioReply; inHouse: boolean }) {
  const translate = useTranslate();
  const owes = compareMoney(folio.balanceDue, '0') > 0;
  const row = (label: string, amount: string, note?: string) => (
    <TableRow key={label}>
      <TableCell sx={{ px: 0 }}>
        {label}
        {note && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {note}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ px: 0, whiteSpace: 'nowrap' }}>
        {amount}
      </TableCell>
    </TableRow>
  );
  return (
    <Box component="section" aria-label={translate('folio.view.title')} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('folio.view.title')}
      </Typography>
      <Table size="small">
        <TableBody>
          {row(translate('folio.view.nights'), formatMoney(folio.nights, folio.currency))}
          {folio.charges.map((charge) =>
            row(
              translate('folio.view.meal', { number: charge.orderNumber, date: formatCalendarDate(charge.date) }),
              formatMoney(charge.amount, folio.currency),
              [
                charge.exchangeRate
                  ? translate('folio.view.mealQuetzales', {
                      quetzales: formatMoney(charge.quetzales, 'Q'),
                      rate: charge.exchangeRate,
                    })
                  : null,
                charge.settled ? translate('folio.view.settled') : null,
              ]
                .filter(Boolean)
                .join(' · '),
            ),
          )}
          {folio.payments.map((payment) =>
            row(
              payment.kind === 'refund'
                ? translate('folio.view.refund')
                : translate('folio.view.payment', { method: payment.method ?? payment.provider }),
              `${payment.kind === 'refund' ? '' : '−'}${formatMoney(payment.amount, payment.currency)}`,
              formatCalendarDate(payment.createdAt.slice(0, 10)),
            ),
          )}
          <TableRow>
            <TableCell sx={{ px: 0, fontWeight: 600 }}>{translate('folio.view.balance')}</TableCell>
            <TableCell align="right" sx={{ px: 0, fontWeight: 600 }} aria-label={translate('folio.view.balance')}>
              {formatMoney(folio.balanceDue, folio.currency)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {owes && inHouse && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('folio.view.settleFirst', { amount: formatMoney(folio.balanceDue, folio.currency) })}
        </Alert>
      )}
    </Box>
  );
}
