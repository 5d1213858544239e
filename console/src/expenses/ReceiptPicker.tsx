import type { Language } from '@lakeside/contracts';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, AlertTitle, Button, FormHelperText, Stack } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { RECEIPT_ACCEPT, receiptProblem } from './receiptFile';

interface ReceiptPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * The receipt photo: on a phone `capture` opens the back camera, elsewhere a file chooser.
 * The file is kept until the expense exists, then uploaded to it (see useAddExpense). The
 * 'Receipt Captured' notice is shown here, inside
 * the dialog: a toast would sit under the dialog's backdrop, hidden from sight and from
 * screen readers.
 */
export function ReceiptPicker({ file, onChange, disabled }: ReceiptPickerProps) {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire change again
    if (!picked) return;
    const why = receiptProblem(picked, locale);
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
              {translate('expenses.receipt.remove')}
            </Button>
          }
        >
          <AlertTitle>{translate('expenses.receipt.captured')}</AlertTitle>
          {translate('expenses.receipt.ready', { file: file.name })}
        </Alert>
      )}
      <div>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {translate(file ? 'expenses.receipt.replace' : 'expenses.receipt.capture')}
        </Button>
      </div>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Stack>
  );
}
