/**
 * A report table as a PDF (pdfkit, as invoices are printed): the title, the period and currency,
 * the headings, and the rows with amounts right-aligned; totals and section headings in bold.
 * A long report runs on to further pages with the headings repeated.
 */
import { renderPdf } from '../../common/pdf/pdf-document.js';
import type { ReportTable } from './report-tables.js';

const MARGIN = 40;

export function reportPdf(table: ReportTable): Promise<Buffer> {
  return renderPdf({ title: `${table.title} ${table.subtitle}`, margin: MARGIN }, (doc) => {
    const width = doc.page.width - MARGIN * 2;
    // Text columns share what the amount columns (90 pt each) leave.
    const amountColumns = table.columns.filter((_, index) => table.rows.some((row) => isAmount(row[index])));
    const textWidth = (width - amountColumns.length * 90) / (table.columns.length - amountColumns.length);
    const widths = table.columns.map((column) => (amountColumns.includes(column) ? 90 : textWidth));

    const row = (cells: readonly (string | null)[], bold: boolean) => {
      if (doc.y > doc.page.height - MARGIN - 30) {
        doc.addPage();
        row(table.columns, true);
      }
      const y = doc.y;
      let x = MARGIN;
      let bottom = y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      cells.forEach((cell, index) => {
        const cellWidth = widths[index] ?? textWidth;
        doc.text(cell ?? '', x, y, {
          width: cellWidth - 6,
          align: amountColumns.includes(table.columns[index] ?? '') ? 'right' : 'left',
        });
        bottom = Math.max(bottom, doc.y);
        x += cellWidth;
      });
      doc.y = bottom + 3;
    };

    doc.font('Helvetica-Bold').fontSize(16).text(table.title, MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(10).fillColor('#444').text(table.subtitle).fillColor('#000').moveDown(1);
    row(table.columns, true);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor('#999')
      .stroke()
      .moveDown(0.3);
    for (const cells of table.rows) row(cells, cells[0] === '' || cells[0] === 'Total');
  });
}

const isAmount = (cell: string | null | undefined) => typeof cell === 'string' && /^-?\d+\.\d{2}$/.test(cell);
