/** The API's `errors: [{ field, message }]` become react-admin's `errors: { field: message }`. */
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
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

  it.each([
    ['a 403 without field errors', new HttpError('Your role does not allow this action.', 403, { message: 'x' })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('leaves %s as it is', (_, error) => {
    expect(toFormErrors(error)).toBe(error);
  });
});
