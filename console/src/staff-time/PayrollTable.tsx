import type { PayrollReply } from '@lakeside/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';

/** Employee, rate, hours, regular, overtime, pay, unapproved. */
const COLUMNS = 7;

interface PayrollTableProps {
  payroll: PayrollReply;
  /** What can be done for a member (the week page's approve button), on a line under their figures. */
  actions?: (line: PayrollReply['lines'][number]) => ReactNode;
}

/**
 * Hours, overtime and pay per member, and the period's total. A member's actions sit on their own
 * line under the figures, so seven columns and two buttons fit a tablet in either language.
 */
export function PayrollTable({ payroll, actions }: PayrollTableProps) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('staffTime.payroll.title')} sx={{ '& th, & td': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('staffTime.payroll.employee')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.rate')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.hours')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.regular')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.overtime')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.pay')}</TableCell>
          <TableCell align="right">{translate('staffTime.payroll.unapproved')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payroll.lines.map((line) => [
          <TableRow
            key={line.staffId}
            aria-label={line.name}
            sx={actions ? { '& td': { borderBottom: 0 } } : undefined}
          >
            <TableCell>
              {line.name} ({line.employeeId})
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.hourlyRate, 'Q')}
            </TableCell>
            <TableCell align="right">{line.hours}</TableCell>
            <TableCell align="right">{line.regularHours}</TableCell>
            <TableCell align="right">{line.overtimeHours}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.pay, 'Q')}
            </TableCell>
            <TableCell align="right">{line.unapprovedEntries}</TableCell>
          </TableRow>,
          actions && (
            <TableRow key={`${line.staffId}-actions`} aria-label={line.name}>
              <TableCell colSpan={COLUMNS} align="right" sx={{ pt: 0 }}>
                {actions(line)}
              </TableCell>
            </TableRow>
          ),
        ])}
        <TableRow>
          <TableCell colSpan={5}>{translate('staffTime.payroll.total')}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(payroll.totalPay, 'Q')}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableBody>
    </Table>
  );
}
