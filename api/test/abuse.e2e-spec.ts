/**
 * What keeps the public forms from being abused: a per-address rate limit (429), a body size
 * limit (413), and a documented length limit on every text field (400 naming the field).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEXT_LIMITS, tooLong } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactForm } from '../src/community/contact-form.entity.js';
import { MailingListSubscriber } from '../src/community/mailing-list-subscriber.entity.js';
import { VolunteerApplication } from '../src/community/volunteer-application.entity.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { apiClient } from './support/api-client.js';
import { contactMessage, mailingListSignup, newsletterSignup, volunteerApplication } from './support/builders.js';
import { refusal } from './support/expected-errors.js';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-abuse-outbox-'));
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

const post = (app: TestApp, route: string, body: unknown) => apiClient(app).send<{ id: number }>('POST', route, body);

const contact = contactMessage();
const volunteer = volunteerApplication();

describe('rate limit on public writes', () => {
  const limit = 3;
  let t: TestApp;
  beforeAll(async () => {
    // Nothing in front of the API here: a client's own X-Forwarded-For must not be believed.
    t = await startTestApp({
      env: { PUBLIC_WRITES_PER_MINUTE: String(limit), OUTBOX_DIR: outbox, TRUST_PROXY: 'none' },
    });
  });
  afterAll(async () => t?.close());

  it(`answers 429 with a clear message after ${limit} posts a minute from one address`, async () => {
    for (let i = 0; i < limit; i++) expect((await post(t, '/api/contact', contact)).status).toBe(201);
    expect(await post(t, '/api/contact', contact)).toEqual({ status: 429, body: refusal('common.tooManyRequests') });
    expect(await t.dataSource.getRepository(ContactForm).count()).toBe(limit);
  });

  it('counts invalid posts too, so probing the validation costs the same', async () => {
    for (let i = 0; i < limit; i++) await post(t, '/api/mailing-list', {});
    expect((await post(t, '/api/mailing-list', newsletterSignup())).status).toBe(429);
  });

  it('keeps counting a direct client that claims another address in X-Forwarded-For', async () => {
    for (let i = 0; i < limit; i++) await post(t, '/api/volunteer-applications', {});
    const spoofed = await fetch(`${t.url}/api/volunteer-applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({}),
    });
    expect(spoofed.status).toBe(429);
  });
});

describe('rate limit behind the site', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The site's proxy runs on this machine: its X-Forwarded-For names the real guest.
    t = await startTestApp({ env: { PUBLIC_WRITES_PER_MINUTE: '1', OUTBOX_DIR: outbox, TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => t?.close());

  it('counts each guest the trusted proxy names separately', async () => {
    const from = (address: string) =>
      fetch(`${t.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(contact),
      });
    expect((await from('198.51.100.1')).status).toBe(201);
    expect((await from('198.51.100.1')).status).toBe(429);
    expect((await from('198.51.100.2')).status).toBe(201);
  });
});

describe('size limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_WRITES_PER_MINUTE: '1000', OUTBOX_DIR: outbox } });
  });
  afterAll(async () => t?.close());

  it('refuses a body over BODY_LIMIT_BYTES with 413 before reading it', async () => {
    expect(await post(t, '/api/contact', { ...contact, message: 'x'.repeat(t.config.BODY_LIMIT_BYTES) })).toEqual({
      status: 413,
      // The code is ours; the message is Fastify's, which refuses the body before the API sees it.
      body: { ...refusal('common.payloadTooLarge'), message: expect.any(String) },
    });
    expect(await t.dataSource.getRepository(ContactForm).count()).toBe(0);
  });

  const over = (limit: number) => 'x'.repeat(limit + 1);
  const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  it.each([
    {
      route: '/api/contact',
      body: { ...contact, name: over(TEXT_LIMITS.personName) },
      field: 'name',
      limit: TEXT_LIMITS.personName,
    },
    {
      route: '/api/contact',
      body: { ...contact, email: longEmail(TEXT_LIMITS.email + 1) },
      field: 'email',
      limit: TEXT_LIMITS.email,
    },
    {
      route: '/api/contact',
      body: { ...contact, phone: '1'.repeat(TEXT_LIMITS.phone + 1) },
      field: 'phone',
      limit: TEXT_LIMITS.phone,
    },
    {
      route: '/api/contact',
      body: { ...contact, message: over(TEXT_LIMITS.message) },
      field: 'message',
      limit: TEXT_LIMITS.message,
    },
    {
      route: '/api/volunteer-applications',
      body: { ...volunteer, name: over(TEXT_LIMITS.personName) },
      field: 'name',
      limit: TEXT_LIMITS.personName,
    },
    {
      route: '/api/volunteer-applications',
      body: { ...volunteer, email: longEmail(TEXT_LIMITS.email + 1) },
      field: 'email',
      limit: TEXT_LIMITS.email,
    },
    {
      route: '/api/volunteer-applications',
      body: { ...volunteer, phone: '1'.repeat(TEXT_LIMITS.phone + 1) },
      field: 'phone',
      limit: TEXT_LIMITS.phone,
    },
    {
      route: '/api/volunteer-applications',
      body: { ...volunteer, nationality: over(TEXT_LIMITS.nationality) },
      field: 'nationality',
      limit: TEXT_LIMITS.nationality,
    },
    {
      route: '/api/volunteer-applications',
      body: { ...volunteer, motivation: over(TEXT_LIMITS.message) },
      field: 'motivation',
      limit: TEXT_LIMITS.message,
    },
    {
      route: '/api/volunteer-applications',
      body: { ...volunteer, previousExperience: over(TEXT_LIMITS.description) },
      field: 'previousExperience',
      limit: TEXT_LIMITS.description,
    },
    {
      route: '/api/volunteer-applications',
      body: { ...volunteer, dietaryRequirements: over(TEXT_LIMITS.dietaryRequirements) },
      field: 'dietaryRequirements',
      limit: TEXT_LIMITS.dietaryRequirements,
    },
    {
      route: '/api/volunteer-applications',
      body: { ...volunteer, skills: [over(TEXT_LIMITS.skill)] },
      field: 'skills.0',
      limit: TEXT_LIMITS.skill,
    },
    {
      route: '/api/mailing-list',
      body: { ...newsletterSignup(), name: over(TEXT_LIMITS.personName) },
      field: 'name',
      limit: TEXT_LIMITS.personName,
    },
    {
      route: '/api/mailing-list',
      body: { ...newsletterSignup(), email: longEmail(TEXT_LIMITS.email + 1) },
      field: 'email',
      limit: TEXT_LIMITS.email,
    },
    {
      route: '/api/mailing-list',
      body: { ...mailingListSignup(), firstName: over(TEXT_LIMITS.personName) },
      field: 'firstName',
      limit: TEXT_LIMITS.personName,
    },
  ])('$route refuses $field over $limit characters', async ({ route, body, field, limit }) => {
    expect(await post(t, route, body)).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field, message: tooLong(limit) }] }),
    });
  });

  it('stores text at exactly the limit, multi-byte letters included, on this database', async () => {
    const name = 'Ñ'.repeat(TEXT_LIMITS.personName);
    const email = longEmail(TEXT_LIMITS.email);
    const message = 'é'.repeat(TEXT_LIMITS.message);
    const contactReply = await post(
      t,
      '/api/contact',
      contactMessage({ name, email, phone: '1'.repeat(TEXT_LIMITS.phone), message }),
    );
    expect(contactReply.status).toBe(201);
    const { id: contactId } = contactReply.body;
    expect(await t.dataSource.getRepository(ContactForm).findOneByOrFail({ id: contactId })).toMatchObject({
      name,
      email,
      message,
    });

    const volunteerReply = await post(
      t,
      '/api/volunteer-applications',
      volunteerApplication({
        nationality: 'ü'.repeat(TEXT_LIMITS.nationality),
        dietaryRequirements: 'ß'.repeat(TEXT_LIMITS.dietaryRequirements),
      }),
    );
    expect(volunteerReply.status).toBe(201);
    const { id: volunteerId } = volunteerReply.body;
    expect(await t.dataSource.getRepository(VolunteerApplication).findOneByOrFail({ id: volunteerId })).toMatchObject({
      nationality: 'ü'.repeat(TEXT_LIMITS.nationality),
    });

    expect((await post(t, '/api/mailing-list', mailingListSignup({ firstName: name, email }))).status).toBe(201);
    expect(await t.dataSource.getRepository(MailingListSubscriber).findOneByOrFail({ email })).toMatchObject({
      firstName: name,
    });
  });
});
