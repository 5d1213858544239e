import type { PayrollReply } from '@lakeside/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';

interface PayrollTableProps {
  payroll: PayrollReply;
  /** Extra cells at the end of each member's row (the week page's approve button). */
  actions?: (line: PayrollReply['lines'][number]) => ReactNode;
}

/** Hours, overtime and pay per member, and the period's total. */
export function PayrollTable({ payroll, actions }: PayrollTableProps) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('staffTime.payroll.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('staffTime.payroll.employee')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.rate')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.hours')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.regular')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.overtime')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.pay')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.unapproved')}</TableCell>
          {actions && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {payroll.lines.map((line) => (
          <TableRow key={line.staffId} aria-label={line.name}>
            <TableCell>
              {line.name} ({line.employeeId})
            </TableCell>
            <TableCell align="right">{formatMoney(line.hourlyRate, 'Q')}</TableCell>
            <TableCell align="right">{line.hours}</TableCell>
            <TableCell align="right">{line.regularHours}</TableCell>
            <TableCell align="right">{line.overtimeHours}</TableCell>
            <TableCell align="right">{formatMoney(line.pay, 'Q')}</TableCell>
            <TableCell align="right">{line.unapprovedEntries}</TableCell>
            {actions && <TableCell align="right">{actions(line)}</TableCell>}
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={5}>{translate('staffTime.payroll.total')}</TableCell>
          <TableCell align="right">{formatMoney(payroll.totalPay, 'Q')}</TableCell>
          <TableCell colSpan={actions ? 2 : 1} />
        </TableRow>
      </TableBody>
    </Table>
  );
}
