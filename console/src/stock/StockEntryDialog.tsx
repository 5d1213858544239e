import { Alert } from '@mui/material';
import { useMemo, useState } from 'react';
import type { Language } from '@lakeside/contracts';
import { AutocompleteInput, Form, ReferenceInput, TextInput, useLocale, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { recordedNotice, STOCK_ENTRIES, validateStockEntry, type StockEntryKind } from './stockForm';
import { useRecordStock } from './stockQueries';

interface StockEntryDialogProps {
  /** Which entry; null keeps the dialog closed. */
  kind: StockEntryKind | null;
  /** The item it is for, when opened from its row; otherwise the manager picks one. */
  inventoryItemId?: number | undefined;
  onClose: () => void;
}

/** A purchase, a count or waste for one stock item; the server's refusals show on the fields. */
export function StockEntryDialog({ kind, inventoryItemId, onClose }: StockEntryDialogProps) {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const record = useRecordStock();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A new object on every render would make react-admin reset the form while it is filled in.
  const defaults = useMemo(() => ({ inventoryItemId }), [inventoryItemId]);

  function close() {
    setFailure(null);
    onClose();
  }

  async function submit(values: Record<string, unknown>) {
    if (!kind) return undefined;
    setPending(true);
    setFailure(null);
    const outcome = await record(kind, values).finally(() => setPending(false));
    if (outcome.recorded) {
      notify(recordedNotice(outcome.recorded, translate), { type: 'success' });
      return close();
    }
    setFailure(outcome.message);
    return outcome.fieldErrors;
  }

  return (
    <FormDialog
      open={kind !== null}
      id="stock-entry"
      title={kind ? translate(`stock.entries.${kind}.title`) : ''}
      pending={pending}
      onClose={close}
      submitLabel={translate('stock.form.submit')}
      maxWidth="xs"
      form={(parts) => (
        <Form
          key={kind}
          record={defaults}
          onSubmit={submit}
          validate={(values) => (kind ? validateStockEntry(kind, values, locale) : {})}
          noValidate
        >
          {parts}
        </Form>
      )}
    >
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <ReferenceInput source="inventoryItemId" reference="inventory-items" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput label="stock.form.item" optionText="name" fullWidth />
      </ReferenceInput>
      {kind === 'count' ? (
        <TextInput source="countedQuantity" label="stock.form.counted" inputMode="decimal" fullWidth />
      ) : (
        <TextInput source="quantity" label="stock.form.quantity" inputMode="decimal" fullWidth />
      )}
      {kind === 'purchase' && (
        <>
          <TextInput source="unitCost" label="stock.form.unitCost" inputMode="decimal" fullWidth />
          <ReferenceInput source="vendorId" reference="vendors" sort={{ field: 'vendorName', order: 'ASC' }}>
            <AutocompleteInput label="stock.form.vendor" optionText="vendorName" fullWidth />
          </ReferenceInput>
          <TextInput source="reference" label="stock.form.reference" fullWidth />
        </>
      )}
      {kind !== 'purchase' && <TextInput source="reason" label="stock.form.reason" fullWidth />}
    </FormDialog>
  );
}
