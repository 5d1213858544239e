import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ADMIN_RESOURCES, type LowStockItemReply, type StaffRole } from '@lakeside/contracts';
import { useState } from 'react';
import { Title, usePermissions, useTranslate, type TranslateFunction } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { DishCosts } from './DishCosts';
import { StockEntryDialog } from './StockEntryDialog';
import { STOCK_ENTRIES, type StockEntryKind } from './stockForm';
import { useLowStock } from './stockQueries';

const KINDS = Object.keys(STOCK_ENTRIES) as StockEntryKind[];

/** How long the stock lasts at the last 14 days' pace, in words. */
function lastsFor(item: LowStockItemReply, translate: TranslateFunction): string {
  if (item.daysLeft === null) return translate('stock.lasts.notUsed');
  if (item.daysLeft < 1) return translate('stock.lasts.lessThanADay');
  return translate('stock.lasts.about', { smart_count: item.daysLeft });
}

/**
 * Low stock (route /stock): active items below their minimum, the one that runs out soonest at
 * the last 14 days' pace first — the list the kitchen manager is mailed each morning. Managers
 * record purchases, counts and waste here, for a listed item or any other, and see each dish's
 * cost and margin by its recipe.
 */
export function LowStock() {
  const translate = useTranslate();
  const lowStock = useLowStock();
  const { permissions: role } = usePermissions<StaffRole>();
  const keeper =
    role !== undefined && (ADMIN_RESOURCES['inventory-items'].write as readonly StaffRole[]).includes(role);
  const [entry, setEntry] = useState<{ kind: StockEntryKind; inventoryItemId?: number } | null>(null);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="stock.title" />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate('stock.title')}
          </Typography>
          {keeper &&
            KINDS.map((kind) => (
              <Button key={kind} variant="outlined" onClick={() => setEntry({ kind })}>
                {translate(`stock.entries.${kind}.title`)}
              </Button>
            ))}
        </Stack>
        <QueryState
          query={lowStock}
          what={translate('stock.loading')}
          isEmpty={(items) => items.length === 0}
          empty={translate('stock.empty')}
        >
          {(items) => (
            <TableContainer>
              <Table size="small" aria-label={translate('stock.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('stock.columns.item')}</TableCell>
                    <TableCell align="right">{translate('stock.columns.onHand')}</TableCell>
                    <TableCell align="right">{translate('stock.columns.minimum')}</TableCell>
                    <TableCell align="right">{translate('stock.columns.used')}</TableCell>
                    <TableCell>{translate('stock.columns.lasts')}</TableCell>
                    {keeper && <TableCell>{translate('stock.columns.record')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell component="th" scope="row">
                        {item.name}
                      </TableCell>
                      <TableCell align="right">{`${item.currentStock} ${item.unit}`}</TableCell>
                      <TableCell align="right">{item.minimumStock}</TableCell>
                      <TableCell align="right">{item.usedLast14Days}</TableCell>
                      <TableCell>{lastsFor(item, translate)}</TableCell>
                      {keeper && (
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {KINDS.map((kind) => (
                            <Button
                              key={kind}
                              size="small"
                              aria-label={translate('stock.entries.buttonFor', {
                                entry: translate(`stock.entries.${kind}.button`),
                                item: item.name,
                              })}
                              onClick={() => setEntry({ kind, inventoryItemId: item.id })}
                            >
                              {translate(`stock.entries.${kind}.button`)}
                            </Button>
                          ))}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryState>
        {keeper && <DishCosts />}
      </Stack>
      <StockEntryDialog
        kind={entry?.kind ?? null}
        inventoryItemId={entry?.inventoryItemId}
        onClose={() => setEntry(null)}
      />
    </Box>
  );
}
