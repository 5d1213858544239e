/**
 * The one way the API starts a PDF (pdfkit, built-in Helvetica: no font files to ship): an A4
 * page with its margin and title, and the bytes once `draw` has drawn it. Invoices and the
 * ledger's reports draw on it.
 */
import PDFDocument from 'pdfkit';

export type PdfDocument = InstanceType<typeof PDFDocument>;

export function renderPdf(
  { title, margin }: { title: string; margin: number },
  draw: (doc: PdfDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
