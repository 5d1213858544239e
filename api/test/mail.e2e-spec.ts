/** The mail service against a real SMTP server, and its outbox fallback without one. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import type { CalendarAttachment } from '../src/mail/calendar-invite.js';
import { renderMail } from '../src/mail/mail-layout.js';
import { MailService } from '../src/mail/mail.service.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';

let inbox: SmtpInbox;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-outbox-'));
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const content = renderMail({
  language: 'es',
  greeting: 'Hola Ana,',
  paragraphs: ['Su reserva está confirmada.'],
  details: [['Llegada', 'martes 1 de diciembre de 2026']],
});
const invite: CalendarAttachment = {
  method: 'REQUEST',
  calendar: {
    reference: 'R-TEST-0001',
    sequence: 0,
    title: 'Lakeside',
    description: '',
    start: { date: '2026-12-01', time: '15:00' },
    end: { date: '2026-12-03', time: '11:00' },
    guest: { name: 'Ana', email: 'ana@example.com' },
  },
};

describe('MailService', () => {
  it('delivers text, HTML and the .ics through SMTP', async () => {
    const config = { SMTP_URL: inbox.url, OUTBOX_DIR: outbox, SITE_ORIGIN: 'https://retreat.example' };
    const mail = new MailService(loadConfig(config));
    const result = await mail.send({
      to: 'ana@example.com',
      subject: 'Reserva confirmada',
      ...content,
      attachments: [invite],
    });
    expect(result).toEqual({ sent: true });
    const received = await inbox.waitFor('ana@example.com');
    expect(received.headers).toMatch(/Subject: Reserva confirmada/);
    const text = received.parts.find((part) => part.contentType === 'text/plain');
    expect(text?.body).toContain('Su reserva está confirmada.');
    expect(received.parts.find((part) => part.contentType === 'text/html')?.body).toContain(
      '<strong>martes 1 de diciembre de 2026</strong>',
    );
    // The calendar entry is rendered with the retreat's identity: its UID at the site's domain.
    const ics = received.parts.find((part) => part.contentType.startsWith('text/calendar'));
    expect(ics?.body).toContain('DTSTART:20261201T210000Z');
    expect(ics?.body).toContain('UID:R-TEST-0001@retreat.example');
    expect(ics?.body).toContain('METHOD:REQUEST');
  });

  it('keeps the message in the outbox and reports it unsent without SMTP', async () => {
    const mail = new MailService(loadConfig({ OUTBOX_DIR: outbox }));
    expect(await mail.send({ to: 'leo@example.com', subject: 'Hello', ...content })).toEqual({ sent: false });
    const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8')).toContain('To: leo@example.com');
  });

  it('falls back to the outbox when the SMTP server is unreachable', async () => {
    const mail = new MailService(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1', OUTBOX_DIR: outbox }));
    expect(await mail.send({ to: 'mia@example.com', subject: 'Hello', ...content })).toEqual({ sent: false });
    expect(fs.readdirSync(outbox).length).toBe(2);
  });
});
