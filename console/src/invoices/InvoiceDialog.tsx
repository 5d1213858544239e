import type { InvoiceReply } from '@lakeside/contracts';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { failureOf, QueryState } from '../common/QueryState';
import { downloadInvoicePdf, useInvoice, useInvoiceWrites } from './invoiceQueries';
import { InvoiceDocument } from './InvoiceDocument';
import { StatusChip } from './StatusChip';

/** One invoice: the document, and what its status allows — issue or discard a draft, mark paid, void, PDF, mail. */
export function InvoiceDialog({
  id,
  onClose,
  onOpen,
}: {
  id: number;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const translate = useTranslate();
  const invoice = useInvoice(id);
  const title = invoice.data
    ? translate('invoices.dialog.heading', {
        kind: translate(invoice.data.type === 'credit_note' ? 'invoices.dialog.creditNote' : 'invoices.dialog.invoice'),
        number: invoice.data.number ?? translate('invoices.dialog.draftNumber'),
      })
    : translate('invoices.dialog.invoice');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="invoice-title">
      <DialogTitle id="invoice-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{title}</span>
          {invoice.data && <StatusChip status={invoice.data.status} />}
          {invoice.data?.type === 'credit_note' && (
            <Chip size="small" label={translate('invoices.dialog.creditNote')} variant="outlined" />
          )}
        </Stack>
      </DialogTitle>
      <QueryState query={invoice} what={translate('invoices.dialog.loading')}>
        {(data) => <InvoiceBody invoice={data} onClose={onClose} onOpen={onOpen} />}
      </QueryState>
    </Dialog>
  );
}

function InvoiceBody({
  invoice,
  onClose,
  onOpen,
}: {
  invoice: InvoiceReply;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const translate = useTranslate();
  const writes = useInvoiceWrites();
  const [message, setMessage] = useState<{ severity: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [confirmVoid, setConfirmVoid] = useState(false);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    try {
      await work();
    } catch (error) {
      setMessage({ severity: 'error', text: failureOf(error) });
    } finally {
      setPending(false);
    }
  };
  const move = (action: 'issue' | 'markPaid') =>
    run(async () => {
      const done = await writes[action](invoice.id);
      setMessage(done.ok ? null : { severity: 'error', text: done.error });
    });
  const voidIt = () =>
    run(async () => {
      const done = await writes.void(invoice.id);
      setConfirmVoid(false);
      if (!done.ok) return setMessage({ severity: 'error', text: done.error });
      onOpen(done.reply.id);
    });
  const mail = () =>
    run(async () => {
      const done = await writes.mail(invoice.id, email.trim());
      if (!done.ok) return setMessage({ severity: 'error', text: done.error });
      setMessage(
        done.reply.sent
          ? { severity: 'success', text: translate('invoices.dialog.mailed', { email: done.reply.sentTo }) }
          : { severity: 'info', text: translate('invoices.dialog.kept', { email: done.reply.sentTo }) },
      );
    });
  const discard = () =>
    run(async () => {
      await writes.discard(invoice.id);
      onClose();
    });

  const issued = invoice.status === 'issued' || invoice.status === 'paid';
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          {invoice.creditedInvoiceId !== null && (
            <Alert severity="info">
              {translate('invoices.dialog.voids')}{' '}
              <Button size="small" onClick={() => onOpen(invoice.creditedInvoiceId!)}>
                {invoice.relatedNumber}
              </Button>
            </Alert>
          )}
          {invoice.creditNoteId !== null && (
            <Alert severity="warning">
              {translate('invoices.dialog.voidedBy')}{' '}
              <Button size="small" onClick={() => onOpen(invoice.creditNoteId!)}>
                {translate('invoices.dialog.creditNoteNumber', { number: invoice.relatedNumber })}
              </Button>
            </Alert>
          )}
          <InvoiceDocument invoice={invoice} />
          {invoice.status !== 'draft' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                size="small"
                label={translate('invoices.dialog.mailTo')}
                placeholder={invoice.email ?? 'guest@example.com'}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                sx={{ flex: 1 }}
              />
              <Button
                variant="outlined"
                onClick={() => void mail()}
                disabled={pending || (!email.trim() && !invoice.email)}
              >
                {translate('invoices.dialog.mailPdf')}
              </Button>
            </Stack>
          )}
          {message && (
            <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
              {message.text}
            </Alert>
          )}
          {confirmVoid && (
            <Alert
              severity="warning"
              role="alert"
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={() => setConfirmVoid(false)}>
                    {translate('invoices.dialog.keep')}
                  </Button>
                  <Button
                    color="error"
                    size="small"
                    variant="contained"
                    onClick={() => void voidIt()}
                    disabled={pending}
                  >
                    {translate('invoices.dialog.voidIt')}
                  </Button>
                </Stack>
              }
            >
              {translate('invoices.dialog.confirmVoid', { number: invoice.number })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void run(() => downloadInvoicePdf(invoice.id, invoice.number))} disabled={pending}>
          {translate('invoices.dialog.downloadPdf')}
        </Button>
        {invoice.status === 'draft' && (
          <>
            <Button color="error" onClick={() => void discard()} disabled={pending}>
              {translate('invoices.dialog.discard')}
            </Button>
            <Button variant="contained" onClick={() => void move('issue')} disabled={pending}>
              {translate('invoices.dialog.issue')}
            </Button>
          </>
        )}
        {invoice.status === 'issued' && invoice.type === 'invoice' && (
          <Button variant="outlined" onClick={() => void move('markPaid')} disabled={pending}>
            {translate('invoices.dialog.markPaid')}
          </Button>
        )}
        {issued && invoice.type === 'invoice' && (
          <Button color="error" onClick={() => setConfirmVoid(true)} disabled={pending || confirmVoid}>
            {translate('invoices.dialog.void')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('invoices.dialog.close')}</Button>
      </DialogActions>
    </>
  );
}
