import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useAdminSchemas } from '../generic/useResourceSchema';
import { AddExpenseDialog } from './AddExpenseDialog';
import { ExpenseSummaryCards } from './ExpenseSummaryCards';
import { RecentExpenses } from './RecentExpenses';

/**
 * Expense Management (route /expenses, docs/requirements/back-office.md#expenses): the expenses resource's
 * list screen, so it exists only for roles that may read expenses, and adding only for those
 * that may write.
 */
export function ExpenseManagement() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const canAdd = Boolean(useAdminSchemas()?.find((schema) => schema.name === 'expenses')?.canWrite);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="expenses.title" />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {translate('expenses.title')}
        </Typography>
        {canAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('expenses.add')}
          </Button>
        )}
      </Stack>
      <ExpenseSummaryCards />
      <Box sx={{ mt: 2 }}>
        <RecentExpenses canAdd={canAdd} onAdd={() => setAdding(true)} />
      </Box>
      <AddExpenseDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
