/** POST /api/volunteer-applications: every rule of the contract with its message, stored, the inbox notified. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, type FormReceiptReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VolunteerApplication } from '../src/community/volunteer-application.entity.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { apiClient } from './support/api-client.js';
import { volunteerApplication } from './support/builders.js';
import { refusal } from './support/expected-errors.js';

const INBOX = 'team@lakeside.test';
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-volunteer-outbox-'));
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

const apply = (body: unknown) => apiClient(t).send<FormReceiptReply>('POST', '/api/volunteer-applications', body);

const valid = volunteerApplication();
const { motivation } = valid;

describe('POST /api/volunteer-applications', () => {
  it('stores the application as new and answers its id with emailSent true', async () => {
    const { status, body: reply } = await apply(valid);
    expect(status).toBe(201);
    expect(reply).toEqual({ id: expect.any(Number), emailSent: true });
    const row = await t.dataSource.getRepository(VolunteerApplication).findOneByOrFail({ id: reply.id });
    expect(row).toMatchObject({ ...valid, status: 'new' });
  });

  it('notifies the retreat inbox with Reply-To the applicant', async () => {
    await apply(volunteerApplication({ email: 'mia@example.com' }));
    const mail = smtp.mails.find((m) => m.to.includes(INBOX) && /^Reply-To: mia@example.com$/m.test(m.headers));
    expect(mail?.headers).toMatch(/^Subject: Volunteer application: Jonas Weber \(4 weeks\)$/m);
    const text = mail?.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain(motivation);
    expect(text).toContain('Skills: carpentry, cooking');
    expect(text).toContain('Available from: 2026-06-01');
  });

  it('applies the defaults: age 18, 2 weeks, no skills', async () => {
    const { age: _age, duration: _duration, skills: _skills, availableFrom: _from, ...rest } = valid;
    const { id } = (await apply(rest)).body;
    const row = await t.dataSource.getRepository(VolunteerApplication).findOneByOrFail({ id });
    expect(row).toMatchObject({ age: 18, duration: 2, skills: [], availableFrom: null });
  });

  it('acknowledges in the applicant language when the page says it', async () => {
    await apply(volunteerApplication({ email: 'lucia@example.com', name: 'Lucía', language: 'es' }));
    const ack = smtp.mails.find((mail) => mail.to.includes('lucia@example.com'));
    const text = ack?.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain('Hola Lucía:');
    expect(text).toContain('Revisaremos su solicitud');
    expect(text).not.toContain('permaculture');
  });

  describe('refuses with the contract message on the field', () => {
    it.each([
      {
        rule: 'accommodation type missing',
        change: { accommodationType: undefined },
        field: 'accommodationType',
        message: MESSAGES.accommodationTypeRequired,
      },
      {
        rule: 'accommodation type outside shared/private',
        change: { accommodationType: 'tent' },
        field: 'accommodationType',
        message: MESSAGES.accommodationTypeRequired,
      },
      { rule: 'stay of 1 week', change: { duration: 1 }, field: 'duration', message: MESSAGES.volunteerMinWeeks },
      { rule: 'age 17', change: { age: 17 }, field: 'age', message: MESSAGES.volunteerMinAge },
      { rule: 'name empty', change: { name: '' }, field: 'name', message: MESSAGES.nameRequired },
      { rule: 'name missing', change: { name: undefined }, field: 'name', message: MESSAGES.nameRequired },
      { rule: 'phone empty', change: { phone: ' ' }, field: 'phone', message: MESSAGES.phoneRequired },
      {
        rule: 'nationality empty',
        change: { nationality: '' },
        field: 'nationality',
        message: MESSAGES.nationalityRequired,
      },
      {
        rule: 'email malformed',
        change: { email: 'jonas.example.com' },
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        rule: 'motivation of 49 characters',
        change: { motivation: 'm'.repeat(49) },
        field: 'motivation',
        message: MESSAGES.motivationMinLength,
      },
      {
        rule: 'motivation missing',
        change: { motivation: undefined },
        field: 'motivation',
        message: MESSAGES.motivationMinLength,
      },
      // Rules the product added later, worded by us (docs/requirements/validation-messages.md#agreed-texts)
      { rule: 'age not a number', change: { age: 'twenty' }, field: 'age', message: MESSAGES.invalidAge },
      { rule: 'stay over a year', change: { duration: 53 }, field: 'duration', message: MESSAGES.volunteerMaxWeeks },
      {
        rule: 'start date malformed',
        change: { availableFrom: '1 June' },
        field: 'availableFrom',
        message: MESSAGES.invalidDate,
      },
      { rule: 'phone not a number', change: { phone: 'ask me' }, field: 'phone', message: MESSAGES.invalidPhone },
      {
        rule: 'language not en or es',
        change: { language: 'de' },
        field: 'language',
        message: MESSAGES.invalidLanguage,
      },
    ])('$rule', async ({ change, field, message }) => {
      const before = await t.dataSource.getRepository(VolunteerApplication).count();
      expect(await apply({ ...valid, ...change })).toEqual({
        status: 400,
        body: refusal('common.validationFailed', { errors: [{ field, message }] }),
      });
      expect(await t.dataSource.getRepository(VolunteerApplication).count()).toBe(before);
    });

    it('accepts the boundaries: 18 years, 2 weeks, 50 characters', async () => {
      const boundaries = volunteerApplication({ age: 18, duration: 2, motivation: 'm'.repeat(50) });
      expect((await apply(boundaries)).status).toBe(201);
    });
  });
});
