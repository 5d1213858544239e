import { describe, expect, it } from 'vitest';
import { declaresType, receiptDisposition } from './receipt-type.js';

describe('declaresType', () => {
  it.each([
    { mimetype: 'image/jpeg', filename: 'a.jpg', stored: 'jpg', ok: true },
    { mimetype: 'image/jpg', filename: 'a.jpeg', stored: 'jpg', ok: true },
    { mimetype: 'image/heif', filename: 'IMG_1.HEIC', stored: 'heic', ok: true },
    { mimetype: 'application/pdf; charset=binary', filename: 'scan.pdf', stored: 'pdf', ok: true },
    { mimetype: 'application/octet-stream', filename: 'IMG_2.PNG', stored: 'png', ok: true },
    { mimetype: '', filename: 'photo.webp', stored: 'webp', ok: true },
    { mimetype: 'image/png', filename: 'a.png', stored: 'pdf', ok: false },
    { mimetype: 'application/pdf', filename: 'a.pdf', stored: 'png', ok: false },
    { mimetype: 'image/svg+xml', filename: 'a.svg', stored: 'png', ok: false },
    { mimetype: 'text/html', filename: 'a.png', stored: 'png', ok: false },
    { mimetype: 'application/octet-stream', filename: 'receipt', stored: 'png', ok: false },
    { mimetype: 'application/octet-stream', filename: 'receipt.jpg', stored: 'pdf', ok: false },
  ])('$mimetype named $filename holding $stored: $ok', ({ mimetype, filename, stored, ok }) => {
    expect(declaresType({ mimetype, filename }, stored)).toBe(ok);
  });
});

describe('receiptDisposition', () => {
  it('lets photos show inline and downloads the rest', () => {
    expect(receiptDisposition('0f.png')).toBe('inline; filename="receipt.png"');
    expect(receiptDisposition('0f.jpg')).toMatch(/^inline;/);
    expect(receiptDisposition('0f.pdf')).toBe('attachment; filename="receipt.pdf"');
    expect(receiptDisposition('0f.heic')).toMatch(/^attachment;/);
  });
});
