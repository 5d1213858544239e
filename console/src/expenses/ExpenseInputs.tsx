import {
  EXPENSE_CATEGORIES,
  EXPENSE_CURRENCIES,
  MESSAGES,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
} from '@lakeside/contracts';
import { Box } from '@mui/material';
import { BooleanInput, DateInput, FormDataConsumer, required, SelectInput, TextInput } from 'react-admin';
import { choicesOf } from '../generic/humanize';

/**
 * The Add Expense fields (docs/requirements/back-office.md#expenses). The form validates with expenseSchema;
 * the `required` here only marks the labels, react-hook-form runs the schema instead.
 */
export function ExpenseInputs() {
  return (
    <>
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateInput source="expenseDate" label="Date" validate={required(MESSAGES.dateRequired)} />
        <TextInput source="vendorName" label="Vendor" validate={required(MESSAGES.vendorNameRequired)} />
        <TextInput
          source="amount"
          label="Amount"
          validate={required(MESSAGES.amountRequired)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <SelectInput
          source="currency"
          label="Currency"
          choices={EXPENSE_CURRENCIES.map((code) => ({ id: code, name: code }))}
        />
      </Box>
      <TextInput source="description" label="Description" validate={required(MESSAGES.descriptionRequired)} />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectInput
          source="category"
          label="Category"
          choices={choicesOf(EXPENSE_CATEGORIES)}
          validate={required(MESSAGES.categoryRequired)}
        />
        <SelectInput source="paymentMethod" label="Payment method" choices={choicesOf(PAYMENT_METHODS)} />
        <TextInput source="referenceNumber" label="Reference number" />
        <TextInput source="taxAmount" label="Tax included (IVA)" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Box>
      <BooleanInput source="isRecurring" label="Recurring expense" />
      <FormDataConsumer<{ isRecurring?: boolean }>>
        {({ formData }) =>
          formData.isRecurring && (
            <SelectInput source="recurringFrequency" label="Repeats" choices={choicesOf(RECURRING_FREQUENCIES)} />
          )
        }
      </FormDataConsumer>
      <TextInput source="notes" label="Notes" multiline minRows={2} />
    </>
  );
}
