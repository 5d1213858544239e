/**
 * The mail the API sent, as a guest would read it. The system runs without SMTP_URL, so the
 * API writes every message to OUTBOX_DIR as an .eml file (api/src/mail/mail.service.ts);
 * this reads them back: recipients, subject and the decoded text and HTML parts.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The newest message to `address` whose subject matches, waiting up to `timeoutMs` for it
 * (a mail is written after the booking's commit). File names start with the ISO time they
 * were written, so the newest sorts last.
 */
export async function newestMailTo(
  address: string,
  { subject = /./, timeoutMs = 10_000 }: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<SentMail> {
  const { outboxDir } = inject('system');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outboxDir).catch(() => [] as string[]);
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const mail = parseMail(file, await readFile(join(outboxDir, file), 'utf8'));
      if (mail.to.toLowerCase().includes(address.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${address} matching ${String(subject)} in ${outboxDir} (${files.length} files)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Enough of MIME for what nodemailer writes: nested multiparts, quoted-printable and base64. */
function parseMail(file: string, source: string): SentMail {
  const { headers, body } = splitPart(source);
  const mail: SentMail = {
    file,
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  collect(headers, body, mail);
  return mail;
}

function collect(headers: Map<string, string>, body: string, mail: SentMail): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = splitPart(part.replace(/^\r?\n/, ''));
      collect(inner.headers, inner.body, mail);
    }
    return;
  }
  if ((headers.get('content-disposition') ?? '').toLowerCase().startsWith('attachment')) return;
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit');
  if (type.toLowerCase().startsWith('text/html')) mail.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) mail.text += decoded;
}

function splitPart(source: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return quotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return body;
  }
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}
