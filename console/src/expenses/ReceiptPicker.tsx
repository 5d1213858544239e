import { NOTICES, receiptReady } from '@lakeside/contracts';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, AlertTitle, Button, FormHelperText, Stack } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { RECEIPT_ACCEPT, receiptProblem } from './receiptFile';

interface ReceiptPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * The receipt photo: on a phone `capture` opens the back camera, elsewhere a file chooser.
 * The file is kept until the expense exists, then uploaded to it (see useAddExpense). The
 * 'Receipt Captured' notice (`NOTICES.expense.receiptCapturedTitle`) is shown here, inside
 * the dialog: a toast would sit under the dialog's backdrop, hidden from sight and from
 * screen readers.
 */
export function ReceiptPicker({ file, onChange, disabled }: ReceiptPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire change again
    if (!picked) return;
    const why = receiptProblem(picked);
    setProblem(why);
    onChange(why ? null : picked);
  }

  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <input
        ref={input}
        type="file"
        name="receipt"
        accept={RECEIPT_ACCEPT}
        capture="environment"
        hidden
        onChange={pick}
      />
      {file && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => onChange(null)} disabled={disabled}>
              Remove
            </Button>
          }
        >
          <AlertTitle>{NOTICES.expense.receiptCapturedTitle}</AlertTitle>
          {receiptReady(file.name)}
        </Alert>
      )}
      <div>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {file ? 'Replace receipt' : 'Capture receipt'}
        </Button>
      </div>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Stack>
  );
}
