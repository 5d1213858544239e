import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { DishCostReply } from '@lakeside/contracts';
import { QueryState } from '../common/QueryState';
import { useDishCosts } from './stockQueries';

/** Whether any recipe line has a cost: otherwise Q0.00 and a 100 % margin would say nothing true. */
const costed = (dish: DishCostReply) => dish.ingredientCount > dish.uncostedIngredients;

/** What the cost stands on: the whole recipe, part of it, or none. */
function costNote(dish: DishCostReply): string {
  if (dish.ingredientCount === 0) return 'No recipe yet';
  if (dish.uncostedIngredients > 0) return `${dish.uncostedIngredients} ingredient(s) without a cost`;
  return '';
}

/**
 * Each dish's cost by its recipe at the ingredients' average cost, and its margin at the menu
 * price (GET /api/inventory/dish-costs, managers). Dishes with a recipe first, lowest margin first.
 */
export function DishCosts() {
  const costs = useDishCosts();
  return (
    <Stack spacing={1} component="section" aria-labelledby="dish-costs-title">
      <Typography variant="h6" component="h2" id="dish-costs-title">
        Dish costs by recipe
      </Typography>
      <QueryState query={costs} what="the dish costs" isEmpty={(dishes) => dishes.length === 0} empty="No dishes.">
        {(dishes) => (
          <TableContainer>
            <Table size="small" aria-label="Dish costs">
              <TableHead>
                <TableRow>
                  <TableCell>Dish</TableCell>
                  <TableCell align="right">Price</TableCell>
                  <TableCell align="right">Cost</TableCell>
                  <TableCell align="right">Margin</TableCell>
                  <TableCell>Note</TableCell>
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
                      <TableCell>{costNote(dish)}</TableCell>
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
