import type { PayrollReply } from '@lakeside/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { formatMoney } from '../format/money';

interface PayrollTableProps {
  payroll: PayrollReply;
  /** Extra cells at the end of each member's row (the week page's approve button). */
  actions?: (line: PayrollReply['lines'][number]) => ReactNode;
}

/** Hours, overtime and pay per member, and the period's total. */
export function PayrollTable({ payroll, actions }: PayrollTableProps) {
  return (
    <Table size="small" aria-label="Payroll">
      <TableHead>
        <TableRow>
          <TableCell>Employee</TableCell>
          <TableCell align="right">Rate</TableCell>
          <TableCell align="right">Hours</TableCell>
          <TableCell align="right">Regular</TableCell>
          <TableCell align="right">Overtime</TableCell>
          <TableCell align="right">Pay</TableCell>
          <TableCell align="right">Unapproved</TableCell>
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
          <TableCell colSpan={5}>Total</TableCell>
          <TableCell align="right">{formatMoney(payroll.totalPay, 'Q')}</TableCell>
          <TableCell colSpan={actions ? 2 : 1} />
        </TableRow>
      </TableBody>
    </Table>
  );
}
