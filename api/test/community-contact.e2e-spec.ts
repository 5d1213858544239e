/** POST /api/contact: stored for staff, the retreat inbox notified (Reply-To the guest), the schema's messages. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, type FormReceiptReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactForm } from '../src/community/contact-form.entity.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { apiClient } from './support/api-client.js';
import { contactMessage } from './support/builders.js';
import { refusal } from './support/expected-errors.js';

const INBOX = 'team@lakeside.test';
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-contact-outbox-'));
let smtp: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await startTestApp({
    env: { SMTP_URL: smtp.url, CONTACT_INBOX: INBOX, OUTBOX_DIR: outbox, PUBLIC_WRITES_PER_MINUTE: '1000' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const postContact = (app: TestApp, body: unknown) =>
  apiClient(app).send<FormReceiptReply>('POST', '/api/contact', body);

/** Mail has arrived by the time the API answers: SMTP accepted it before the reply. */
function mailsTo(address: string, replyTo?: string) {
  return smtp.mails.filter((mail) => mail.to.includes(address) && (!replyTo || header(mail, 'Reply-To') === replyTo));
}

/** A header's value with RFC 2047 encoded words (=?UTF-8?Q?…?=) decoded, as a mail app shows it. */
function header(mail: ReceivedMail | undefined, name: string): string {
  const raw = new RegExp(`^${name}: (.*)$`, 'mi').exec(mail?.headers ?? '')?.[1] ?? '';
  const bytes = raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const valid = contactMessage();

describe('POST /api/contact', () => {
  it('stores the message and answers its id with emailSent true', async () => {
    const { status, body: reply } = await postContact(t, valid);
    expect(status).toBe(201);
    expect(reply).toEqual({ id: expect.any(Number), emailSent: true });
    const row = await t.dataSource.getRepository(ContactForm).findOneByOrFail({ id: reply.id });
    expect(row).toMatchObject({ ...valid, isRead: false, respondedAt: null });
  });

  it('notifies the retreat inbox with Reply-To the guest and the whole message', async () => {
    await postContact(t, contactMessage({ email: 'reply.me@example.com' }));
    const [mail] = mailsTo(INBOX, 'reply.me@example.com');
    expect(header(mail, 'Subject')).toBe('Contact (Room booking): Ana López');
    const text = mail?.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain('Is the garden cottage free over Easter?');
    expect(text).toContain('We are two adults and a dog.');
    expect(text).toContain('Phone: +502 5555 1234');
    expect(mail?.parts.find((part) => part.contentType === 'text/html')?.body).toContain('<strong>Ana López</strong>');
  });

  it('defaults the subject to other and stores no phone when none is given', async () => {
    // Only the required fields: subject and phone are optional (docs/requirements/community.md#contact-form).
    const body = { name: 'Leo', email: 'leo@example.com', message: 'Hello from Antigua!' };
    const { id } = (await postContact(t, body)).body;
    const row = await t.dataSource.getRepository(ContactForm).findOneByOrFail({ id });
    expect(row).toMatchObject({ subject: 'other', phone: null });
  });

  it('sends no mail to the guest unless the page says its language', async () => {
    await postContact(t, contactMessage({ email: 'quiet@example.com' }));
    expect(mailsTo('quiet@example.com')).toHaveLength(0);
  });

  it('acknowledges in the guest language without repeating their message', async () => {
    await postContact(t, contactMessage({ email: 'sofia@example.com', name: 'Sofía', language: 'es' }));
    const [ack] = mailsTo('sofia@example.com');
    expect(header(ack, 'Subject')).toBe('Hemos recibido su mensaje');
    expect(header(ack, 'Reply-To')).toBe(INBOX);
    const text = ack?.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain('Hola Sofía:');
    expect(text).toContain('Le responderemos en un plazo de 24 horas.');
    expect(text).not.toContain('Easter');
  });

  it('trims what the guest typed', async () => {
    const { id } = (await postContact(t, contactMessage({ name: '  Ana  ', message: '   Ten chars!   ' }))).body;
    const row = await t.dataSource.getRepository(ContactForm).findOneByOrFail({ id });
    expect(row).toMatchObject({ name: 'Ana', message: 'Ten chars!' });
  });

  describe('refuses with the contract message on the field', () => {
    it.each([
      { rule: 'name required', body: { ...valid, name: '' }, field: 'name', message: MESSAGES.nameRequired },
      { rule: 'name missing', body: { ...valid, name: undefined }, field: 'name', message: MESSAGES.nameRequired },
      { rule: 'email malformed', body: { ...valid, email: 'ana@' }, field: 'email', message: MESSAGES.invalidEmail },
      { rule: 'email missing', body: { ...valid, email: undefined }, field: 'email', message: MESSAGES.emailRequired },
      {
        rule: 'phone not a number',
        body: { ...valid, phone: 'call me' },
        field: 'phone',
        message: MESSAGES.invalidPhone,
      },
      {
        rule: 'subject outside the list',
        body: { ...valid, subject: 'spa' },
        field: 'subject',
        message: MESSAGES.invalidSubject,
      },
      {
        rule: 'message under 10 characters',
        body: { ...valid, message: 'Hi there' },
        field: 'message',
        message: MESSAGES.messageMinLength,
      },
      {
        rule: 'message of spaces',
        body: { ...valid, message: '    Hi     ' },
        field: 'message',
        message: MESSAGES.messageMinLength,
      },
      {
        rule: 'message missing',
        body: { ...valid, message: undefined },
        field: 'message',
        message: MESSAGES.messageMinLength,
      },
      {
        rule: 'language not en or es',
        body: { ...valid, language: 'fr' },
        field: 'language',
        message: MESSAGES.invalidLanguage,
      },
    ])('$rule', async ({ body, field, message }) => {
      const before = await t.dataSource.getRepository(ContactForm).count();
      expect(await postContact(t, body)).toEqual({
        status: 400,
        body: refusal('common.validationFailed', { errors: [{ field, message }] }),
      });
      expect(await t.dataSource.getRepository(ContactForm).count()).toBe(before);
    });
  });
});

describe('POST /api/contact without SMTP', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await startTestApp({ env: { OUTBOX_DIR: outbox } });
  });
  afterAll(async () => offline?.close());

  it('still stores the message, keeps the notification in the outbox and answers emailSent false', async () => {
    const { status, body } = await postContact(offline, valid);
    expect(status).toBe(201);
    const { id, emailSent } = body;
    expect(emailSent).toBe(false);
    expect(await offline.dataSource.getRepository(ContactForm).existsBy({ id })).toBe(true);
    const saved = fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
    expect(saved.some((eml) => eml.includes('Reply-To: ana@example.com'))).toBe(true);
  });
});
