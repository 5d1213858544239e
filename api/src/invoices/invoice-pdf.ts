/**
 * The invoice as a PDF (pdfkit, its built-in Helvetica: WinAnsi covers Spanish), in the
 * guest's language: the retreat, the number and dates, the buyer and NIT, the lines, the tax
 * lines and the totals in the invoice's currency — the figures stored on the invoice, which
 * were derived from its lines (invoice-amounts.ts), never recomputed here.
 */
import { renderPdf } from '../common/pdf/pdf-document.js';
import type { InvoiceReply } from '@lakeside/contracts';
import { percent } from '../taxes/tax-details.js';

/** Who issues the invoices; the FEL certifier will want the retreat's own NIT beside it (decision 0018). */
export interface RetreatIdentity {
  name: string;
  address: string;
  website: string;
  email: string;
}

const WORDS = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    issued: 'Issue date',
    paid: 'Paid on',
    billTo: 'Bill to',
    nit: 'NIT',
    reference: 'Reference',
    voids: 'Voids invoice',
    voided: 'VOID: reversed by credit note',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: 'Total',
    includes: 'Includes',
    draft: 'DRAFT: not a valid invoice',
  },
  es: {
    invoice: 'Factura',
    creditNote: 'Nota de crédito',
    number: 'Número',
    issued: 'Fecha de emisión',
    paid: 'Pagada el',
    billTo: 'Facturar a',
    nit: 'NIT',
    reference: 'Referencia',
    voids: 'Anula la factura',
    voided: 'ANULADA: revertida por nota de crédito',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    subtotal: 'Subtotal',
    total: 'Total',
    includes: 'Incluye',
    draft: 'BORRADOR: no es una factura válida',
  },
} as const;

/** 'USD 141.61', 'Q 79.50': the invoice's currency before every amount. */
const money = (currency: string, amount: string) => `${currency} ${amount}`;

export function invoicePdf(invoice: InvoiceReply, retreat: RetreatIdentity): Promise<Buffer> {
  const { relatedNumber } = invoice;
  const words = WORDS[invoice.language];
  return renderPdf({ title: `${words.invoice} ${invoice.number ?? ''}`, margin: 50 }, (doc) => {
    const left = 50;
    const width = doc.page.width - 100;
    doc.font('Helvetica-Bold').fontSize(18).text(retreat.name, left, 50);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#444')
      .text(retreat.address)
      .text(`${retreat.website} · ${retreat.email}`);
    doc.fillColor('#000').moveDown(1.5);

    const title = invoice.type === 'credit_note' ? words.creditNote : words.invoice;
    doc.font('Helvetica-Bold').fontSize(16).text(title);
    if (invoice.status === 'draft') doc.fillColor('#b00020').fontSize(11).text(words.draft).fillColor('#000');
    if (invoice.status === 'void') {
      doc
        .fillColor('#b00020')
        .fontSize(11)
        .text(`${words.voided} ${relatedNumber ?? ''}`)
        .fillColor('#000');
    }
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    const facts: [string, string][] = [
      [words.number, invoice.number ?? '—'],
      [words.issued, invoice.issueDate],
      ...(invoice.paymentDate ? [[words.paid, invoice.paymentDate] as [string, string]] : []),
      ...(invoice.sourceReference ? [[words.reference, invoice.sourceReference] as [string, string]] : []),
      ...(invoice.type === 'credit_note' && relatedNumber ? [[words.voids, relatedNumber] as [string, string]] : []),
      [words.billTo, invoice.buyerName],
      [words.nit, invoice.buyerNit],
    ];
    for (const [label, value] of facts) {
      const y = doc.y;
      doc.font('Helvetica').fillColor('#444').text(label, left, y, { width: 120 });
      doc
        .font('Helvetica-Bold')
        .fillColor('#000')
        .text(value, left + 130, y, { width: width - 130 });
    }
    doc.moveDown(1.5);

    // The lines: description, quantity, unit price, amount; numbers right-aligned.
    const columns = { quantity: left + width - 230, unit: left + width - 180, amount: left + width - 90 };
    const row = (cells: [string, string, string, string], bold = false) => {
      // A long order runs on to another page rather than off this one.
      if (doc.y > doc.page.height - 120) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      doc.text(cells[0], left, y, { width: columns.quantity - left - 10 });
      const after = doc.y;
      doc.text(cells[1], columns.quantity, y, { width: 40, align: 'right' });
      doc.text(cells[2], columns.unit, y, { width: 85, align: 'right' });
      doc.text(cells[3], columns.amount, y, { width: 90, align: 'right' });
      doc.y = Math.max(after, doc.y) + 4;
    };
    row([words.description, words.quantity, words.unitPrice, words.amount], true);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#999')
      .stroke()
      .moveDown(0.3);
    for (const line of invoice.lines) {
      row([
        line.description,
        String(line.quantity),
        money(invoice.currency, line.unitPrice),
        money(invoice.currency, line.lineTotal),
      ]);
    }
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke()
      .moveDown(0.5);

    const total = (label: string, amount: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
      doc.text(label, left, y, { width: columns.amount - left - 10, align: 'right' });
      doc.text(money(invoice.currency, amount), columns.amount, y, { width: 90, align: 'right' });
      doc.moveDown(0.3);
    };
    total(words.subtotal, invoice.subtotal);
    for (const tax of invoice.taxes.filter((line) => !line.included)) {
      total(`${tax.name} (${percent(tax.rate, invoice.language)})`, tax.amount);
    }
    total(words.total, invoice.totalAmount, true);
    for (const tax of invoice.taxes.filter((line) => line.included)) {
      total(`${words.includes} ${tax.name} (${percent(tax.rate, invoice.language)})`, tax.amount);
    }
  });
}
