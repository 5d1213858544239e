/**
 * The newsletter: POST /api/mailing-list in both shapes (popup, mailing-list form), one row per
 * address, the welcome mail and its unsubscribe link, GET and one-click POST unsubscribe.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, type SubscriptionReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MailingListSubscriber } from '../src/community/mailing-list-subscriber.entity.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { apiClient } from './support/api-client.js';
import { mailingListSignup, newsletterSignup } from './support/builders.js';
import { refusal } from './support/expected-errors.js';

const SITE_ORIGIN = 'https://lakeside.test';
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-newsletter-outbox-'));
let smtp: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await startTestApp({
    env: { SMTP_URL: smtp.url, SITE_ORIGIN, OUTBOX_DIR: outbox, PUBLIC_WRITES_PER_MINUTE: '1000' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const signUp = (body: unknown) => apiClient(t).send<SubscriptionReply>('POST', '/api/mailing-list', body);

const subscribers = () => t.dataSource.getRepository(MailingListSubscriber);
const textOf = (mail: ReceivedMail | undefined) =>
  mail?.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
const htmlOf = (mail: ReceivedMail | undefined) =>
  mail?.parts.find((part) => part.contentType === 'text/html')?.body ?? '';
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

/** The unsubscribe link as mailed (on SITE_ORIGIN, whose server forwards /api/*), opened on the test API. */
function onApi(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(SITE_ORIGIN);
  return `${t.url}${url.pathname}${url.search}`;
}

describe('signing up from the newsletter popup ({ name, email, language? })', () => {
  it('stores the subscriber, lower-cased, in the page language, and answers 201', async () => {
    expect(await signUp(newsletterSignup({ name: ' Sam ', email: 'Sam@Example.com', language: 'es' }))).toEqual({
      status: 201,
      body: { subscribed: true, emailSent: true },
    });
    expect(await subscribers().findOneByOrFail({ email: 'sam@example.com' })).toMatchObject({
      firstName: 'Sam',
      languagePreference: 'es',
      interests: [],
      isActive: true,
      subscriptionSource: 'newsletter_popup',
      unsubscribedAt: null,
      unsubscribeToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('defaults to English', async () => {
    await signUp(newsletterSignup({ name: 'Kim', email: 'kim@example.com' }));
    expect(await subscribers().findOneByOrFail({ email: 'kim@example.com' })).toMatchObject({
      languagePreference: 'en',
    });
    expect(mailsTo('kim@example.com')[0]?.headers).toMatch(/^Subject: Welcome to the Lakeside community$/m);
  });

  it.each([
    {
      rule: 'name empty',
      body: { name: '', email: 'a@example.com' },
      field: 'name',
      message: MESSAGES.fillInAllFields,
    },
    { rule: 'email empty', body: { name: 'Sam', email: '' }, field: 'email', message: MESSAGES.fillInAllFields },
    { rule: 'email malformed', body: { name: 'Sam', email: 'sam@' }, field: 'email', message: MESSAGES.invalidEmail },
    {
      rule: 'language not en or es',
      body: { name: 'Sam', email: 'a@example.com', language: 'fr' },
      field: 'language',
      message: MESSAGES.invalidLanguage,
    },
  ])('refuses $rule with its message', async ({ body, field, message }) => {
    expect(await signUp(body)).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field, message }] }),
    });
  });

  it('refuses a popup with both fields empty on both fields', async () => {
    expect((await signUp({ name: '', email: '' })).body.errors).toEqual([
      { field: 'name', message: MESSAGES.fillInAllFields },
      { field: 'email', message: MESSAGES.fillInAllFields },
    ]);
  });
});

describe('signing up from the mailing-list form ({ email, firstName, interests?, languagePreference? })', () => {
  it('stores first name, interests and language', async () => {
    const response = await signUp(
      mailingListSignup({
        firstName: 'Maya',
        email: 'maya@example.com',
        interests: ['events', 'nature'],
        languagePreference: 'es',
      }),
    );
    expect(response.status).toBe(201);
    expect(await subscribers().findOneByOrFail({ email: 'maya@example.com' })).toMatchObject({
      firstName: 'Maya',
      interests: ['events', 'nature'],
      languagePreference: 'es',
      subscriptionSource: 'website',
    });
  });

  it.each([
    {
      rule: 'first name missing',
      body: { email: 'a@example.com' },
      field: 'firstName',
      message: MESSAGES.firstNameRequired,
    },
    {
      rule: 'first name blank',
      body: { firstName: '  ', email: 'a@example.com' },
      field: 'firstName',
      message: MESSAGES.firstNameRequired,
    },
    {
      rule: 'email malformed',
      body: { firstName: 'Al', email: 'nope' },
      field: 'email',
      message: MESSAGES.invalidEmail,
    },
    {
      rule: 'interest outside the list',
      body: { firstName: 'Al', email: 'a@example.com', interests: ['surfing'] },
      field: 'interests.0',
      message: MESSAGES.invalidInterest,
    },
    {
      rule: 'language not en or es',
      body: { firstName: 'Al', email: 'a@example.com', languagePreference: 'de' },
      field: 'languagePreference',
      message: MESSAGES.invalidLanguage,
    },
  ])('refuses $rule with the contract message', async ({ body, field, message }) => {
    expect(await signUp(body)).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field, message }] }),
    });
  });
});

describe('the welcome mail', () => {
  it('is in the subscriber language with a working unsubscribe link and List-Unsubscribe headers', async () => {
    await signUp(newsletterSignup({ name: 'Lucía', email: 'lucia@example.com', language: 'es' }));
    const [mail] = mailsTo('lucia@example.com');
    const { unsubscribeToken } = await subscribers().findOneByOrFail({ email: 'lucia@example.com' });
    const link = `${SITE_ORIGIN}/api/mailing-list/unsubscribe?token=${unsubscribeToken}`;

    expect(mail?.headers).toMatch(/^Subject: Bienvenido a la comunidad de Lakeside$/m);
    expect(textOf(mail)).toContain('Hola Lucía,');
    expect(textOf(mail)).toContain(`Puede darse de baja aquí: ${link}`);
    expect(htmlOf(mail)).toContain(`<a href="${link}">`);
    expect(mail?.headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(mail?.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const page = await fetch(onApi(link));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Se ha dado de baja');
    expect(await subscribers().findOneByOrFail({ email: 'lucia@example.com' })).toMatchObject({
      isActive: false,
      unsubscribedAt: expect.any(Date),
    });
  });
});

describe('re-subscribing', () => {
  it('updates and re-activates the one row for the address, whatever its case, keeping the link', async () => {
    await signUp(mailingListSignup({ firstName: 'Tom', email: 'tom@example.com', interests: ['workshops'] }));
    const first = await subscribers().findOneByOrFail({ email: 'tom@example.com' });
    await fetch(`${t.url}/api/mailing-list/unsubscribe?token=${first.unsubscribeToken}`);

    expect(await signUp(newsletterSignup({ name: 'Tommy', email: 'TOM@example.com', language: 'es' }))).toEqual({
      status: 201,
      body: { subscribed: true, emailSent: true },
    });
    const rows = await subscribers().findBy({ email: 'tom@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first.id,
      firstName: 'Tommy',
      languagePreference: 'es',
      interests: ['workshops'],
      isActive: true,
      unsubscribedAt: null,
      unsubscribeToken: first.unsubscribeToken,
    });
  });

  it('answers every one of many simultaneous sign-ups for one new address and keeps one row', async () => {
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signUp(newsletterSignup({ name: `Racer ${i}`, email: i % 2 ? 'race@example.com' : 'RACE@example.com' })),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array<number>(12).fill(201));
    expect(await subscribers().countBy({ email: 'race@example.com' })).toBe(1);
  });

  it('turns a lost insert race into an update: the unique key on email decides, never a 500', async () => {
    await signUp(newsletterSignup({ name: 'First', email: 'lost-race@example.com' }));
    // The second sign-up's lookup runs before the first one's insert is visible.
    const lookup = vi.spyOn(subscribers(), 'findOneBy').mockResolvedValueOnce(null);
    const reread = vi.spyOn(subscribers(), 'findOneByOrFail');
    try {
      const response = await signUp(
        newsletterSignup({ name: 'Second', email: 'lost-race@example.com', language: 'es' }),
      );
      expect(response.status).toBe(201);
      expect(reread).toHaveBeenCalledOnce();
    } finally {
      lookup.mockRestore();
      reread.mockRestore();
    }
    const rows = await subscribers().findBy({ email: 'lost-race@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Second', languagePreference: 'es', isActive: true });
  });
});

describe('unsubscribing', () => {
  async function subscribe(email: string, language: 'en' | 'es' = 'en') {
    await signUp(newsletterSignup({ name: 'Guest', email, language }));
    return (await subscribers().findOneByOrFail({ email })).unsubscribeToken;
  }

  it('is idempotent: opening the link again still shows the page', async () => {
    const token = await subscribe('twice@example.com');
    await fetch(`${t.url}/api/mailing-list/unsubscribe?token=${token}`);
    const { unsubscribedAt } = await subscribers().findOneByOrFail({ email: 'twice@example.com' });
    const again = await fetch(`${t.url}/api/mailing-list/unsubscribe?token=${token}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('You’re unsubscribed');
    expect((await subscribers().findOneByOrFail({ email: 'twice@example.com' })).unsubscribedAt).toEqual(
      unsubscribedAt,
    );
  });

  it('works as an RFC 8058 one-click POST from a mail app', async () => {
    const token = await subscribe('oneclick@example.com');
    const response = await fetch(`${t.url}/api/mailing-list/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await subscribers().findOneByOrFail({ email: 'oneclick@example.com' })).toMatchObject({ isActive: false });
  });

  it('serves the page with a policy that lets nothing load or run', async () => {
    const token = await subscribe('csp@example.com');
    const response = await fetch(`${t.url}/api/mailing-list/unsubscribe?token=${token}`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(`<a href="${SITE_ORIGIN}/">Back to Lakeside</a>`);
  });

  it.each([
    { case: 'an unknown token', query: `?token=${'x'.repeat(43)}` },
    { case: 'a malformed token', query: '?token=%3Cscript%3E' },
    { case: 'no token', query: '' },
  ])('answers $case with a friendly 404 page in the browser language', async ({ query }) => {
    const response = await fetch(`${t.url}/api/mailing-list/unsubscribe${query}`, {
      headers: { 'accept-language': 'es-GT,es;q=0.9,en;q=0.8' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('No encontramos este enlace');
    expect(html).not.toContain('<script>');
  });

  it('answers an unknown link in English by default', async () => {
    const response = await fetch(`${t.url}/api/mailing-list/unsubscribe?token=${'y'.repeat(43)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We couldn’t find this link');
  });
});
