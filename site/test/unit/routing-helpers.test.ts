/** Phone-layout detection, staff redirects and the newsletter's form helpers. */
import { afterEach, describe, expect, it } from 'vitest';
import { applicationFrom } from '../../src/components/volunteer/VolunteerForm';
import { wholeNumberOr } from '../../src/components/forms/form-values';
import { initialsOf } from '../../src/components/layout/UserMenu';
import { isMobileUserAgent, wantsPhoneLayout } from '../../src/lib/device';
import { consoleRedirectFor } from '../../src/lib/staff-routes';

describe('phone layout', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/130.0 Safari/537.36', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15', false],
  ])('user agent %s → %s', (userAgent, expected) => {
    expect(isMobileUserAgent(userAgent)).toBe(expected);
  });

  it('is forced by ?mobile=true', () => {
    expect(wantsPhoneLayout(new URL('http://site.test/?mobile=true'), 'Macintosh')).toBe(true);
    expect(wantsPhoneLayout(new URL('http://site.test/?mobile=false'), 'Macintosh')).toBe(false);
  });
});

describe('staff routes', () => {
  afterEach(() => {
    delete process.env.CONSOLE_URL;
  });

  it.each([
    ['/admin', 'http://localhost:4300/'],
    ['/admin/', 'http://localhost:4300/'],
    ['/admin/expenses', 'http://localhost:4300/expenses'],
    ['/expenses', 'http://localhost:4300/expenses'],
    ['/restaurant/pos', 'http://localhost:4300/pos'],
    ['/restaurant', null],
    ['/administrator', null],
  ])('%s → %s', (path, expected) => {
    expect(consoleRedirectFor(path)).toBe(expected);
  });

  it("goes to the configured console's origin", () => {
    expect(consoleRedirectFor('/restaurant/pos', 'https://console.lakeside.example')).toBe(
      'https://console.lakeside.example/pos',
    );
  });
});

describe('form helpers', () => {
  it('falls back for empty or invalid whole numbers', () => {
    expect(wholeNumberOr('21', 18)).toBe(21);
    expect(wholeNumberOr('', 18)).toBe(18);
    expect(wholeNumberOr('abc', 2)).toBe(2);
    expect(wholeNumberOr('2.5', 2)).toBe(2);
  });

  it('gives the volunteer schema numbers and an empty skills list', () => {
    expect(applicationFrom({ name: 'Ana', age: '', duration: 'x' })).toEqual({
      name: 'Ana',
      age: 18,
      duration: 2,
      skills: [],
    });
  });

  it('makes initials, or U without a name', () => {
    expect(initialsOf({ firstName: 'Ana', lastName: 'López' })).toBe('AL');
    expect(initialsOf({ firstName: 'ana', lastName: null })).toBe('A');
    expect(initialsOf({ firstName: null, lastName: null })).toBe('U');
  });
});
