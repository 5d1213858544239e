/** The API's `errors: [{ field, message }]` become react-admin's `errors: { field: message }`. */
import { HttpError } from 'react-admin';
import { MESSAGES_ES } from '@lakeside/contracts';
import { describe, expect, it, vi } from 'vitest';
import { setActiveLocale } from '../../src/i18n/locale';
import { toFormErrors } from '../../src/providers/httpClient';

describe('toFormErrors', () => {
  it('keys field errors by field, first message first, and the form-wide one as root.serverError', () => {
    const error = new HttpError('Please correct the highlighted fields.', 400, {
      message: 'Please correct the highlighted fields.',
      errors: [
        { field: 'name', message: 'Item name is required' },
        { field: 'name', message: 'Must be at most 100 characters' },
        { field: 'items.0.quantity', message: 'Quantity must be at least 1' },
        { field: '', message: 'Subtotal must equal the sum of the order lines' },
      ],
    });
    const converted = toFormErrors(error) as HttpError;
    expect(converted).toBeInstanceOf(HttpError);
    expect(converted.status).toBe(400);
    expect(converted.message).toBe('Please correct the highlighted fields.');
    expect(converted.body).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        name: 'Item name is required',
        'items.0.quantity': 'Quantity must be at least 1',
        root: { serverError: 'Subtotal must equal the sum of the order lines' },
      },
    });
  });

  it('leaves a network failure as it is', () => {
    const error = new TypeError('Failed to fetch');
    expect(toFormErrors(error)).toBe(error);
  });

  it("gives a refusal without field errors the server's message (by its code when it has one)", () => {
    const refused = toFormErrors(
      new HttpError('HTTP Error', 403, { message: 'Your role does not allow this action.' }),
    );
    expect(refused).toMatchObject({ status: 403, message: 'Your role does not allow this action.' });
  });
  it("puts the contracts' Spanish of a field message on the field when the console speaks Spanish", () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    setActiveLocale('es');
    try {
      const error = new HttpError('Please correct the highlighted fields.', 400, {
        message: 'Please correct the highlighted fields.',
        errors: [
          { field: 'name', message: 'Item name is required' },
          { field: 'description', message: 'Must be at most 500 characters' },
          { field: 'duration', message: 'Duration must be a whole number from 15 to 480' },
        ],
      });
      expect((toFormErrors(error) as HttpError).body).toMatchObject({
        errors: {
          name: MESSAGES_ES.itemNameRequired,
          description: 'Debe tener como máximo 500 caracteres',
          // A rule's own wording the contracts have no Spanish for stays as the API said it.
          duration: 'Duration must be a whole number from 15 to 480',
        },
      });
    } finally {
      setActiveLocale('en');
      vi.unstubAllGlobals();
    }
  });
});
