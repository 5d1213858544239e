/**
 * The guest forms' first HTML for each outcome the server can hand them (a form sent before
 * its island hydrated, see lib/forms/receive-guest-form.ts): the notice, the field errors on
 * their fields and what the guest typed, all before any JavaScript runs.
 */
import { ERROR_TEXTS, type FormReceiptReply } from '@lakeside/contracts';
import { describe, expect, test } from 'vitest';
import ContactForm from '../../src/components/contact/ContactForm';
import type { ServerSubmission } from '../../src/components/forms/server-submission';
import VolunteerForm from '../../src/components/volunteer/VolunteerForm';
import { dictionary, messageTranslations } from '../../src/lib/i18n';
import { renderIsland } from './render-island';

const en = dictionary('en');
const es = dictionary('es');

function contactForm(submitted?: ServerSubmission<FormReceiptReply>, lang: 'en' | 'es' = 'en') {
  return renderIsland(ContactForm, {
    lang,
    texts: dictionary(lang).contactForm,
    translations: messageTranslations(lang),
    action: '/contact',
    submitted,
  });
}

/** The page's text, tags dropped and the entities React writes decoded, for `toContain` checks. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('contact form, first HTML', () => {
  test('opened: no notice, empty fields, posts to its own page', async () => {
    const html = await contactForm();
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/contact"');
    expect(html).not.toContain('notice-');
    expect(html).not.toContain('aria-invalid');
  });

  test('sent: the success notice, in the status region', async () => {
    const html = await contactForm({ ok: true, reply: { id: 1, emailSent: true } });
    expect(html).toMatch(/role="status"><div class="notice notice-success">/);
    expect(textOf(html)).toContain(en.contactForm.sentTitle);
    expect(textOf(html)).toContain(en.contactForm.sentEmailSent);
  });

  test("refused by the schema: the fields' errors, the typed values and the 'check the fields' notice", async () => {
    const html = await contactForm({
      ok: false,
      code: 'common.validationFailed',
      message: null,
      fieldErrors: [{ field: 'email', message: 'Invalid email address' }],
      values: { name: 'Ana López', email: 'ana@', message: 'Hola' },
    });
    expect(html).toMatch(/<input[^>]*id="contact-email"[^>]*aria-invalid="true"/);
    expect(html).toContain('id="contact-email-error"');
    expect(textOf(html)).toContain('Invalid email address');
    expect(html).toContain('value="Ana López"');
    expect(html).not.toMatch(/<input[^>]*id="contact-name"[^>]*aria-invalid/);
    expect(html).toMatch(/role="alert"><div class="notice notice-error">/);
    expect(textOf(html)).toContain(en.contactForm.fixErrors);
  });

  test('refused by the API: the Spanish text of its code, whatever English the API wrote', async () => {
    const html = await contactForm(
      {
        ok: false,
        code: 'common.tooManyRequests',
        message: 'A wording of this refusal the site has never seen.',
        fieldErrors: [],
        values: {},
      },
      'es',
    );
    expect(textOf(html)).toContain(es.contactForm.failedTitle);
    expect(textOf(html)).toContain(ERROR_TEXTS['common.tooManyRequests'].es);
    expect(textOf(html)).not.toContain('never seen');
  });

  test("refused with a code the page does not know: the API's own text", async () => {
    const html = await contactForm(
      {
        ok: false,
        code: 'common.fromTheFuture',
        message: 'A refusal newer than this page.',
        fieldErrors: [],
        values: {},
      },
      'es',
    );
    expect(textOf(html)).toContain('A refusal newer than this page.');
  });

  test("no reply from the API: the form's own failure text", async () => {
    const html = await contactForm({ ok: false, code: null, message: null, fieldErrors: [], values: {} });
    expect(textOf(html)).toContain(en.contactForm.failed);
  });
});

describe('volunteer form, first HTML', () => {
  test('refused: the error on its field and the counter counts what was typed', async () => {
    const html = await renderIsland(VolunteerForm, {
      lang: 'en',
      texts: en.volunteerForm,
      translations: messageTranslations('en'),
      today: '2026-03-10',
      action: '/volunteer',
      submitted: {
        ok: false,
        code: 'common.validationFailed',
        message: null,
        fieldErrors: [{ field: 'phone', message: 'Phone number is required' }],
        values: { name: 'Sam', motivation: '  Lake  ' },
      },
    });
    expect(html).toMatch(/<input[^>]*id="volunteer-phone"[^>]*aria-invalid="true"/);
    expect(textOf(html)).toContain('Phone number is required');
    expect(textOf(html)).toContain(en.volunteerForm.motivationHint.replace('{count}', '4'));
  });
});
