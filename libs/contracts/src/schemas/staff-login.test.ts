import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { staffLoginSchema } from './staff-login.js';

describe('staffLoginSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'a username and a password with spaces kept',
        input: { username: ' admin ', password: ' pass phrase ' },
        expected: { username: 'admin', password: ' pass phrase ' },
      },
    ])('$name', (testCase) => expectValid(staffLoginSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing username',
        input: { password: 'secret' },
        field: 'username',
        message: MESSAGES.usernameRequired,
      },
      {
        name: 'blank username',
        input: { username: ' ', password: 'secret' },
        field: 'username',
        message: MESSAGES.usernameRequired,
      },
      { name: 'missing password', input: { username: 'admin' }, field: 'password', message: MESSAGES.passwordRequired },
      {
        name: 'empty password',
        input: { username: 'admin', password: '' },
        field: 'password',
        message: MESSAGES.passwordRequired,
      },
      {
        name: 'password over 128',
        input: { username: 'admin', password: 'p'.repeat(129) },
        field: 'password',
        message: tooLong(128),
      },
      {
        name: 'username over 100',
        input: { username: 'u'.repeat(101), password: 'secret' },
        field: 'username',
        message: tooLong(100),
      },
    ])('$name', (testCase) => expectInvalid(staffLoginSchema, testCase));
  });
});
