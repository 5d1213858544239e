import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { reversedFigures, type InvoiceReply } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { invoicePdf } from './invoice-pdf.js';

const RETREAT = {
  name: 'Lakeside Retreat',
  address: 'San Marcos La Laguna, Sololá, Guatemala',
  website: 'lakeside.example',
  email: 'reservations@lakeside.example',
};

/** A Spanish guest's credit note for two nights at $65 with IVA included and the tourism tax added. */
const creditNote: InvoiceReply = {
  id: 2,
  type: 'credit_note',
  number: 'NC-2026-000001',
  status: 'issued',
  source: 'room',
  sourceReference: 'R-4K7M-Q2XP',
  buyerName: 'Lucía Chávez',
  buyerNit: 'CF',
  issueDate: '2026-11-24',
  currency: 'USD',
  email: 'lucia@example.com',
  language: 'es',
  issuedAt: '2026-11-24T18:00:00.000Z',
  ...reversedFigures(
    [{ description: 'Cabaña del jardín, 2026-12-01 – 2026-12-03 (noches)', quantity: 2, unitPrice: '65.00' }],
    [
      { name: 'IVA', rate: '12.00', included: true, amount: '13.93' },
      { name: 'Tourism tax (INGUAT)', rate: '10.00', included: false, amount: '11.61' },
    ],
  ),
  paymentMethod: null,
  paymentDate: null,
  creditedInvoiceId: 1,
  creditNoteId: null,
  relatedNumber: '2026-000001',
};

describe('invoicePdf', () => {
  it('writes a Spanish credit note that a PDF reader reads back: its words, the voided number, the amounts', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'invoice-pdf-')), 'note.pdf');
    await writeFile(file, await invoicePdf(creditNote, RETREAT));
    const { stdout: text } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('Nota de crédito');
    expect(text).toMatch(/Anula la factura\s+2026-000001/);
    expect(text).toMatch(/Facturar a\s+Lucía Chávez/);
    expect(text).toContain('Cabaña del jardín');
    expect(text).toMatch(/-2\s+USD 65\.00\s+USD -130\.00/);
    expect(text).toMatch(/Tourism tax \(INGUAT\) \(10 %\)\s+USD -11\.61/);
    expect(text).toMatch(/Total\s+USD -141\.61/);
    expect(text).toMatch(/Incluye IVA \(12 %\)\s+USD -13\.93/);
  });
});
