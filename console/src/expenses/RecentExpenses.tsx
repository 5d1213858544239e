import { NOTICES, type ExpenseReply } from '@lakeside/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardHeader, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';
import { humanize } from '@lakeside/contracts';
import { useExpenses } from './expenseQueries';
import { ReceiptLink } from './ReceiptLink';

/** The newest expenses; the full history is in the CSV export and the journal. */
const RECENT_COUNT = 20;

function ExpenseRow({ expense }: { expense: ExpenseReply }) {
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }} data-expense-id={expense.id}>
      <ListItemText
        sx={{ flex: '1 1 240px' }}
        primary={`${expense.vendorName} — ${expense.description}`}
        secondary={`${formatCalendarDate(expense.expenseDate)} · ${humanize(expense.category)} · ${humanize(expense.paymentMethod)}${expense.referenceNumber ? ` · Ref. ${expense.referenceNumber}` : ''}`}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
        <ReceiptLink receiptUrl={expense.receiptUrl} />
        <Typography sx={{ fontWeight: 600, minWidth: 110, textAlign: 'right' }}>
          {formatMoney(expense.amount, expense.currency)}
        </Typography>
      </Stack>
    </ListItem>
  );
}

/** Recent Expenses, or 'No expenses yet' with 'Add First Expense' (docs/requirements/back-office.md#expenses). */
export function RecentExpenses({ onAdd, canAdd }: { onAdd: () => void; canAdd: boolean }) {
  const expenses = useExpenses();
  return (
    <Card>
      <CardHeader title="Recent Expenses" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <QueryState
        query={expenses}
        what="expenses"
        isEmpty={(list) => list.length === 0}
        empty={
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
            {NOTICES.expense.noExpensesTitle}
            {canAdd && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
                {NOTICES.expense.addFirstExpense}
              </Button>
            )}
          </Box>
        }
      >
        {(list) => (
          <List aria-label="Recent expenses" disablePadding>
            {list.slice(0, RECENT_COUNT).map((expense) => (
              <ExpenseRow key={expense.id} expense={expense} />
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}
