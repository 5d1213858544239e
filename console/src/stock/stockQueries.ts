import { dishCostsReply, lowStockReply, stockEntryReply, type StockEntryReply } from '@lakeside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey, useStaffQuery } from '../providers/useStaffQuery';
import { fieldErrorsOf, serverMessage } from '../room-desk/serverReply';
import { STOCK_ENTRIES, toStockEntryPayload, type StockEntryKind } from './stockForm';

export const LOW_STOCK_PATH = 'inventory/low-stock';

export const DISH_COSTS_PATH = 'inventory/dish-costs';

/** GET /api/inventory/low-stock, read with its contract. */
export const useLowStock = () => useStaffQuery(LOW_STOCK_PATH, lowStockReply);

/** GET /api/inventory/dish-costs (managers), read with its contract. */
export const useDishCosts = () => useStaffQuery(DISH_COSTS_PATH, dishCostsReply);

export type StockEntryOutcome =
  { recorded: StockEntryReply } | { recorded: null; message: string; fieldErrors?: Record<string, unknown> };

/** Records an entry, then refreshes the low-stock list and the console's stock grids. */
export function useRecordStock() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  return async (kind: StockEntryKind, values: Record<string, unknown>): Promise<StockEntryOutcome> => {
    try {
      const recorded = await dataProvider.postJson(
        STOCK_ENTRIES[kind].path,
        toStockEntryPayload(kind, values),
        stockEntryReply,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffQueryKey(LOW_STOCK_PATH) }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey(DISH_COSTS_PATH) }),
        queryClient.invalidateQueries({ queryKey: ['inventory-items'] }),
        queryClient.invalidateQueries({ queryKey: ['stock-movements'] }),
      ]);
      return { recorded };
    } catch (error) {
      return {
        recorded: null,
        message: serverMessage(error) ?? translate('stock.form.failed'),
        fieldErrors: fieldErrorsOf(error),
      };
    }
  };
}
