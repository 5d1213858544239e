import {
  EXPENSE_CATEGORIES,
  EXPENSE_CURRENCIES,
  MESSAGES,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
} from '@lakeside/contracts';
import { Box } from '@mui/material';
import { BooleanInput, DateInput, FormDataConsumer, required, SelectInput, TextInput } from 'react-admin';
/** An enum's choices, each named by its message (react-admin's SelectInput translates the name). */
const choicesOf = (group: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `expenses.${group}.${value}` }));

/**
 * The Add Expense fields (docs/requirements/back-office.md#expenses). The form validates with expenseSchema;
 * the `required` here only marks the labels, react-hook-form runs the schema instead.
 */
export function ExpenseInputs() {
  return (
    <>
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateInput source="expenseDate" label="expenses.form.date" validate={required(MESSAGES.dateRequired)} />
        <TextInput source="vendorName" label="expenses.form.vendor" validate={required(MESSAGES.vendorNameRequired)} />
        <TextInput
          source="amount"
          label="expenses.form.amount"
          validate={required(MESSAGES.amountRequired)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <SelectInput
          source="currency"
          label="expenses.form.currency"
          choices={EXPENSE_CURRENCIES.map((code) => ({ id: code, name: code }))}
          translateChoice={false}
        />
      </Box>
      <TextInput
        source="description"
        label="expenses.form.description"
        validate={required(MESSAGES.descriptionRequired)}
      />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectInput
          source="category"
          label="expenses.form.category"
          choices={choicesOf('categories', EXPENSE_CATEGORIES)}
          validate={required(MESSAGES.categoryRequired)}
        />
        <SelectInput
          source="paymentMethod"
          label="expenses.form.paymentMethod"
          choices={choicesOf('methods', PAYMENT_METHODS)}
        />
        <TextInput source="referenceNumber" label="expenses.form.reference" />
        <TextInput source="taxAmount" label="expenses.form.tax" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Box>
      <BooleanInput source="isRecurring" label="expenses.form.recurring" />
      <FormDataConsumer<{ isRecurring?: boolean }>>
        {({ formData }) =>
          formData.isRecurring && (
            <SelectInput
              source="recurringFrequency"
              label="expenses.form.repeats"
              choices={choicesOf('frequencies', RECURRING_FREQUENCIES)}
            />
          )
        }
      </FormDataConsumer>
      <TextInput source="notes" label="expenses.form.notes" multiline minRows={2} />
    </>
  );
}
