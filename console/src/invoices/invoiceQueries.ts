import { invoiceListReply, invoiceMailedReply, invoiceReply, type InvoiceStatus } from '@lakeside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { downloadFile } from '../common/downloadFile';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { useStaffQuery } from '../providers/useStaffQuery';
import { useStaffWrite } from '../till/tillQueries';

export const INVOICES_PATH = 'invoices';

/** GET /api/invoices: newest first, optionally of one status. */
export const useInvoices = (status: InvoiceStatus | '') =>
  useStaffQuery(status ? `${INVOICES_PATH}?status=${status}` : INVOICES_PATH, invoiceListReply);

/** GET /api/invoices/:id: the document whole. */
export const useInvoice = (id: number) => useStaffQuery(`${INVOICES_PATH}/${id}`, invoiceReply);

/** The invoice's PDF, saved under its number. */
export const downloadInvoicePdf = (id: number, number: string | null) =>
  downloadFile(`/api/${INVOICES_PATH}/${id}/pdf`, `${number ?? `draft-${id}`}.pdf`);

/**
 * The writes of the Invoices screen: draft from a sale, issue, mark paid, void with a credit
 * note, mail, discard a draft. Each refreshes every invoice reader (list pages and documents).
 */
export function useInvoiceWrites() {
  const write = useStaffWrite();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LakesideDataProvider>();
  // Every reader of invoices: the list (any status filter) and the documents.
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[1]).startsWith(INVOICES_PATH),
    });
  const move = async (id: number, action: 'issue' | 'paid' | 'void') => {
    const done = await write(`${INVOICES_PATH}/${id}/${action}`, {}, invoiceReply, []);
    await refresh();
    return done;
  };
  return {
    draft: async (body: Record<string, string>) => {
      const done = await write(INVOICES_PATH, body, invoiceReply, []);
      await refresh();
      return done;
    },
    issue: (id: number) => move(id, 'issue'),
    markPaid: (id: number) => move(id, 'paid'),
    void: (id: number) => move(id, 'void'),
    mail: (id: number, email: string) =>
      write(`${INVOICES_PATH}/${id}/mail`, email ? { email } : {}, invoiceMailedReply, []),
    discard: async (id: number) => {
      await dataProvider.deleteJson(`${INVOICES_PATH}/${id}`);
      await refresh();
    },
  };
}
