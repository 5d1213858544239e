import { Alert } from '@mui/material';
import { useMemo, useState } from 'react';
import { AutocompleteInput, Form, ReferenceInput, TextInput, useNotify } from 'react-admin';
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
      notify(recordedNotice(outcome.recorded), { type: 'success' });
      return close();
    }
    setFailure(outcome.message);
    return outcome.fieldErrors;
  }

  return (
    <FormDialog
      open={kind !== null}
      id="stock-entry"
      title={kind ? STOCK_ENTRIES[kind].title : ''}
      pending={pending}
      onClose={close}
      submitLabel="Record"
      maxWidth="xs"
      form={(parts) => (
        <Form
          key={kind}
          record={defaults}
          onSubmit={submit}
          validate={(values) => (kind ? validateStockEntry(kind, values) : {})}
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
        <AutocompleteInput label="Stock item" optionText="name" fullWidth />
      </ReferenceInput>
      {kind === 'count' ? (
        <TextInput source="countedQuantity" label="Counted on the shelf" inputMode="decimal" fullWidth />
      ) : (
        <TextInput source="quantity" label="Quantity (in the item's unit)" inputMode="decimal" fullWidth />
      )}
      {kind === 'purchase' && (
        <>
          <TextInput source="unitCost" label="Cost of one unit (Q)" inputMode="decimal" fullWidth />
          <ReferenceInput source="vendorId" reference="vendors" sort={{ field: 'vendorName', order: 'ASC' }}>
            <AutocompleteInput label="Vendor" optionText="vendorName" fullWidth />
          </ReferenceInput>
          <TextInput source="reference" label="Invoice or receipt number" fullWidth />
        </>
      )}
      {kind !== 'purchase' && <TextInput source="reason" label="Reason" fullWidth />}
    </FormDialog>
  );
}
