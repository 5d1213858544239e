import {
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface BookingColumn<T> {
  /** A message key ("dashboard.roomBookings.guest"). */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'right';
}

interface BookingTableProps<T extends { id: number }> {
  label: string;
  rows: readonly T[];
  columns: readonly BookingColumn<T>[];
  /** On a phone or a tablet the table does not fit beside the menu: each row becomes two lines. */
  phoneLines: (row: T) => { primary: ReactNode; secondary: ReactNode };
  /** Makes each row open something (a details dialog): a button on a desktop, the whole row on a phone. */
  onOpen?: (row: T) => void;
  /** The accessible name of a row's open button, e.g. "Open booking of Ana". */
  openLabel?: (row: T) => string;
}

/** A cell's main value with smaller lines under it (a guest's e-mail and phone, a stay's nights). */
export function CellLines({ main, under }: { main: ReactNode; under: readonly string[] }) {
  return (
    <>
      {main}
      {under.filter(Boolean).map((line) => (
        <Typography
          key={line}
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ overflowWrap: 'break-word' }}
        >
          {line}
        </Typography>
      ))}
    </>
  );
}

/**
 * Cells a little narrower than MUI's small table (8 px a side, not 16), so a desk's row of
 * a dozen facts and its Details button fit a 1280 px screen beside the menu, in either language.
 */
const compactCells = { '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } } as const;

/** A bookings table on a desktop, a two-line list on a phone or a tablet (below 900 px). */
export function BookingTable<T extends { id: number }>({
  label,
  rows,
  columns,
  phoneLines,
  onOpen,
  openLabel,
}: BookingTableProps<T>) {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (narrow) {
    return (
      <List aria-label={label} dense>
        {rows.map((row) => {
          const { primary, secondary } = phoneLines(row);
          const text = <ListItemText primary={primary} secondary={secondary} />;
          return (
            <ListItem key={row.id} divider disablePadding={Boolean(onOpen)}>
              {onOpen ? (
                <ListItemButton onClick={() => onOpen(row)} aria-label={openLabel?.(row)}>
                  {text}
                </ListItemButton>
              ) : (
                text
              )}
            </ListItem>
          );
        })}
      </List>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={compactCells}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {translate(column.label)}
              </TableCell>
            ))}
            {onOpen && <TableCell aria-label={translate('dashboard.table.actions')} />}
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
              {onOpen && (
                <TableCell align="right">
                  <Button size="small" onClick={() => onOpen(row)} aria-label={openLabel?.(row)}>
                    {translate('dashboard.table.details')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
