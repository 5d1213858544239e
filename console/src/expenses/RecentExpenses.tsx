import type { ExpenseReply } from '@lakeside/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardHeader, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';
import { useExpenses } from './expenseQueries';
import { ReceiptLink } from './ReceiptLink';

/** The newest expenses; the full history is in the CSV export and the journal. */
const RECENT_COUNT = 20;

function ExpenseRow({ expense }: { expense: ExpenseReply }) {
  const translate = useTranslate();
  const facts = [
    formatCalendarDate(expense.expenseDate),
    translate(`expenses.categories.${expense.category}`),
    translate(`expenses.methods.${expense.paymentMethod}`),
    ...(expense.referenceNumber
      ? [translate('expenses.recent.reference', { reference: expense.referenceNumber })]
      : []),
  ];
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }} data-expense-id={expense.id}>
      <ListItemText
        sx={{ flex: '1 1 240px' }}
        primary={`${expense.vendorName} — ${expense.description}`}
        secondary={facts.join(' · ')}
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
  const translate = useTranslate();
  const expenses = useExpenses();
  return (
    <Card>
      <CardHeader
        title={translate('expenses.recent.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <QueryState
        query={expenses}
        what={translate('expenses.recent.loading')}
        isEmpty={(list) => list.length === 0}
        empty={
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
            {translate('expenses.recent.empty')}
            {canAdd && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
                {translate('expenses.recent.addFirst')}
              </Button>
            )}
          </Box>
        }
      >
        {(list) => (
          <List aria-label={translate('expenses.recent.label')} disablePadding>
            {list.slice(0, RECENT_COUNT).map((expense) => (
              <ExpenseRow key={expense.id} expense={expense} />
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}
