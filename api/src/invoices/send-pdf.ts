import type { InvoiceReply } from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';

/** The PDF as a download named after the invoice's number; never cached by a shared cache. */
export function sendPdf(reply: FastifyReply, invoice: InvoiceReply, pdf: Buffer): void {
  const name = invoice.number ?? `draft-${invoice.id}`;
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
