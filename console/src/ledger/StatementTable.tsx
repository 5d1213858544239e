import type { StatementRowReply } from '@lakeside/contracts';
import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../format/money';

export interface StatementSection {
  heading: string;
  rows: readonly StatementRowReply[];
  total: string;
}

interface StatementTableProps {
  label: string;
  sections: readonly StatementSection[];
  /** Closing lines under the sections: "Net income". */
  footer: readonly { label: string; amount: string }[];
  currency: string;
  /** The account drill-down's period. */
  from: string;
  to: string;
}

/** Sections of accounts with their amounts, each account a link to its lines (the drill-down). */
export function StatementTable({ label, sections, footer, currency, from, to }: StatementTableProps) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('ledger.column.account')}</TableCell>
          <TableCell align="right">{translate('ledger.column.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sections.map((section) => [
          <TableRow key={section.heading}>
            <TableCell colSpan={2} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
              {section.heading}
            </TableCell>
          </TableRow>,
          ...section.rows.map((row) => (
            <TableRow key={`${section.heading}-${row.accountId}`}>
              <TableCell>
                <Link component={RouterLink} to={`/ledger/accounts/${row.accountId}?from=${from}&to=${to}`}>
                  {row.accountCode} {row.accountName}
                </Link>
              </TableCell>
              <TableCell align="right">{formatMoney(row.amount, currency)}</TableCell>
            </TableRow>
          )),
          <TableRow key={`${section.heading}-total`}>
            <TableCell>
              {translate('ledger.statement.sectionTotal', { section: section.heading.toLowerCase() })}
            </TableCell>
            <TableCell align="right">{formatMoney(section.total, currency)}</TableCell>
          </TableRow>,
        ])}
        {footer.map((line) => (
          <TableRow key={line.label}>
            <TableCell sx={{ fontWeight: 600 }}>{line.label}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(line.amount, currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
