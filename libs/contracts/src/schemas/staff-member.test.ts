import { describe, test } from 'vitest';
import { MESSAGES, tooLong } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { staffMemberSchema } from './staff-member.js';

const valid = { firstName: 'Rosa', lastName: 'Xicay', position: 'chef', department: 'kitchen', hireDate: '2025-01-15' };

describe('staffMemberSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'the required fields',
        input: valid,
        expected: { ...valid, email: null, phone: null, hourlyRate: null, isActive: true, userId: null },
      },
      {
        name: 'every field',
        input: withFields(valid, {
          userId: '3f1c2b9e-6f0a-4c1e-9a57-2d0f5c8b7e41',
          employeeId: 'E-014',
          email: 'rosa@example.com',
          phone: '+502 4444 1111',
          hourlyRate: 25,
          emergencyContact: 'Juan',
          emergencyPhone: '4444-2222',
          notes: 'Speaks Kaqchikel',
        }),
        expected: { hourlyRate: '25.00', employeeId: 'E-014' },
      },
    ])('$name', (testCase) => expectValid(staffMemberSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing first name',
        input: withFields(valid, { firstName: '' }),
        field: 'firstName',
        message: MESSAGES.firstNameRequired,
      },
      {
        name: 'missing last name',
        input: withFields(valid, { lastName: undefined }),
        field: 'lastName',
        message: MESSAGES.lastNameRequired,
      },
      {
        name: 'missing hire date',
        input: withFields(valid, { hireDate: '' }),
        field: 'hireDate',
        message: MESSAGES.hireDateRequired,
      },
      {
        name: 'missing position',
        input: withFields(valid, { position: undefined }),
        field: 'position',
        message: MESSAGES.positionRequired,
      },
      {
        name: 'unknown position',
        input: withFields(valid, { position: 'sommelier' }),
        field: 'position',
        message: MESSAGES.positionRequired,
      },
      {
        name: 'unknown department',
        input: withFields(valid, { department: 'spa' }),
        field: 'department',
        message: MESSAGES.departmentRequired,
      },
      {
        name: 'bad e-mail',
        input: withFields(valid, { email: 'rosa' }),
        field: 'email',
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'bad emergency phone',
        input: withFields(valid, { emergencyPhone: 'abc' }),
        field: 'emergencyPhone',
        message: MESSAGES.invalidPhone,
      },
      {
        name: 'negative hourly rate',
        input: withFields(valid, { hourlyRate: -1 }),
        field: 'hourlyRate',
        message: MESSAGES.invalidAmount,
      },
      {
        name: 'user id not a uuid',
        input: withFields(valid, { userId: '42' }),
        field: 'userId',
        message: MESSAGES.invalidId,
      },
      {
        name: 'employee id over 20',
        input: withFields(valid, { employeeId: 'e'.repeat(21) }),
        field: 'employeeId',
        message: tooLong(20),
      },
    ])('$name', (testCase) => expectInvalid(staffMemberSchema, testCase));
  });
});
