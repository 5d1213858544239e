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
  const invoice = useInvoice(id);
  const title = invoice.data
    ? `${invoice.data.type === 'credit_note' ? 'Credit note' : 'Invoice'} ${invoice.data.number ?? '(draft)'}`
    : 'Invoice';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="invoice-title">
      <DialogTitle id="invoice-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{title}</span>
          {invoice.data && <StatusChip status={invoice.data.status} />}
          {invoice.data?.type === 'credit_note' && <Chip size="small" label="Credit note" variant="outlined" />}
        </Stack>
      </DialogTitle>
      <QueryState query={invoice} what="the invoice">
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
          ? { severity: 'success', text: `Mailed to ${done.reply.sentTo}.` }
          : { severity: 'info', text: `No mail server took it: kept in the outbox for ${done.reply.sentTo}.` },
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
              Voids invoice{' '}
              <Button size="small" onClick={() => onOpen(invoice.creditedInvoiceId!)}>
                {invoice.relatedNumber}
              </Button>
            </Alert>
          )}
          {invoice.creditNoteId !== null && (
            <Alert severity="warning">
              Void: reversed by{' '}
              <Button size="small" onClick={() => onOpen(invoice.creditNoteId!)}>
                credit note {invoice.relatedNumber}
              </Button>
            </Alert>
          )}
          <InvoiceDocument invoice={invoice} />
          {invoice.status !== 'draft' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                size="small"
                label="Mail to"
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
                Mail PDF
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
                    Keep it
                  </Button>
                  <Button
                    color="error"
                    size="small"
                    variant="contained"
                    onClick={() => void voidIt()}
                    disabled={pending}
                  >
                    Void it
                  </Button>
                </Stack>
              }
            >
              A credit note will reverse every amount of {invoice.number}. This cannot be undone.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void run(() => downloadInvoicePdf(invoice.id, invoice.number))} disabled={pending}>
          Download PDF
        </Button>
        {invoice.status === 'draft' && (
          <>
            <Button color="error" onClick={() => void discard()} disabled={pending}>
              Discard draft
            </Button>
            <Button variant="contained" onClick={() => void move('issue')} disabled={pending}>
              Issue
            </Button>
          </>
        )}
        {invoice.status === 'issued' && invoice.type === 'invoice' && (
          <Button variant="outlined" onClick={() => void move('markPaid')} disabled={pending}>
            Mark paid
          </Button>
        )}
        {issued && invoice.type === 'invoice' && (
          <Button color="error" onClick={() => setConfirmVoid(true)} disabled={pending || confirmVoid}>
            Void with credit note
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
