import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { DishCostReply } from '@lakeside/contracts';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { useDishCosts } from './stockQueries';

/** Whether any recipe line has a cost: otherwise Q0.00 and a 100 % margin would say nothing true. */
const costed = (dish: DishCostReply) => dish.ingredientCount > dish.uncostedIngredients;

/** What the cost stands on: the whole recipe, part of it, or none. */
function costNote(dish: DishCostReply, translate: TranslateFunction): string {
  if (dish.ingredientCount === 0) return translate('stock.dishes.noRecipe');
  if (dish.uncostedIngredients > 0)
    return translate('stock.dishes.uncosted', { smart_count: dish.uncostedIngredients });
  return '';
}

/**
 * Each dish's cost by its recipe at the ingredients' average cost, and its margin at the menu
 * price (GET /api/inventory/dish-costs, managers). Dishes with a recipe first, lowest margin first.
 */
export function DishCosts() {
  const translate = useTranslate();
  const costs = useDishCosts();
  return (
    <Stack spacing={1} component="section" aria-labelledby="dish-costs-title">
      <Typography variant="h6" component="h2" id="dish-costs-title">
        {translate('stock.dishes.title')}
      </Typography>
      <QueryState
        query={costs}
        what={translate('stock.dishes.loading')}
        isEmpty={(dishes) => dishes.length === 0}
        empty={translate('stock.dishes.empty')}
      >
        {(dishes) => (
          <TableContainer>
            <Table size="small" aria-label={translate('stock.dishes.label')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('stock.dishes.dish')}</TableCell>
                  <TableCell align="right">{translate('stock.dishes.price')}</TableCell>
                  <TableCell align="right">{translate('stock.dishes.cost')}</TableCell>
                  <TableCell align="right">{translate('stock.dishes.margin')}</TableCell>
                  <TableCell>{translate('stock.dishes.note')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...dishes]
                  .sort(
                    (a, b) =>
                      Number(b.ingredientCount > 0) - Number(a.ingredientCount > 0) ||
                      (a.marginPercent ?? 100) - (b.marginPercent ?? 100),
                  )
                  .map((dish) => (
                    <TableRow key={dish.menuItemId}>
                      <TableCell component="th" scope="row">
                        {dish.name}
                      </TableCell>
                      <TableCell align="right">Q{dish.price}</TableCell>
                      <TableCell align="right">{costed(dish) ? `Q${dish.cost}` : '—'}</TableCell>
                      <TableCell align="right">
                        {costed(dish) ? `Q${dish.margin} (${dish.marginPercent ?? '—'} %)` : '—'}
                      </TableCell>
                      <TableCell>{costNote(dish, translate)}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
    </Stack>
  );
}
