import {
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

export interface BookingColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'right';
}

interface BookingTableProps<T extends { id: number }> {
  label: string;
  rows: readonly T[];
  columns: readonly BookingColumn<T>[];
  /** On a phone a table does not fit: each row becomes two lines. */
  phoneLines: (row: T) => { primary: ReactNode; secondary: ReactNode };
}

/** A bookings table on a desktop, a two-line list on a phone. */
export function BookingTable<T extends { id: number }>({ label, rows, columns, phoneLines }: BookingTableProps<T>) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isPhone) {
    return (
      <List aria-label={label} dense>
        {rows.map((row) => {
          const { primary, secondary } = phoneLines(row);
          return (
            <ListItem key={row.id} divider>
              <ListItemText primary={primary} secondary={secondary} />
            </ListItem>
          );
        })}
      </List>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
