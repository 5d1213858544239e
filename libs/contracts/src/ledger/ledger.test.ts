import { describe, expect, it } from 'vitest';
import { ledgerDollars, ledgerImbalanceCents, ledgerQuetzales } from './ledger-money.js';
import { DEFAULT_POSTING_ACCOUNTS, POSTING_RULE_KEYS, POSTING_RULE_PURPOSES } from './posting-rules.js';
import { LEDGER_MESSAGES, manualEntrySchema } from './manual-entry.js';

describe('ledgerQuetzales', () => {
  it.each([
    ['100.00', 'Q', null, '100.00'],
    ['130.00', 'USD', '7.75', '1007.50'],
    ['0.01', 'USD', '7.7550', '0.08'],
    ['10.00', 'USD', '7.7149', '77.15'],
    ['-10.00', 'USD', '7.7149', '-77.15'],
  ] as const)('%s %s at %s is Q%s', (amount, currency, rate, expected) => {
    expect(ledgerQuetzales(amount, currency, rate)).toBe(expected);
  });

  it('refuses a dollar amount without a rate', () => {
    expect(() => ledgerQuetzales('1.00', 'USD', null)).toThrow(RangeError);
  });
});

describe('ledgerDollars', () => {
  it.each([
    ['1007.50', '7.7500', '130.00'],
    ['100.00', '7.5000', '13.33'],
    ['-100.00', '7.5000', '-13.33'],
    ['0.04', '7.7500', '0.01'],
  ])('Q%s at %s is $%s', (quetzales, rate, expected) => {
    expect(ledgerDollars(quetzales, rate)).toBe(expected);
  });
});

describe('ledgerImbalanceCents', () => {
  it.each([
    [
      [
        { debit: '100.00', credit: '0.00' },
        { debit: '0.00', credit: '100.00' },
      ],
      0,
    ],
    [
      [
        { debit: '100.00', credit: '0.00' },
        { debit: '0.00', credit: '90.00' },
      ],
      1000,
    ],
    [[{ debit: '0.00', credit: '0.01' }], -1],
  ])('%j is off by %i cents', (lines, cents) => {
    expect(ledgerImbalanceCents(lines)).toBe(cents);
  });
});

describe('posting rules', () => {
  it('give every key a purpose and a default account', () => {
    for (const key of POSTING_RULE_KEYS) {
      expect(POSTING_RULE_PURPOSES[key]).toBeTruthy();
      expect(DEFAULT_POSTING_ACCOUNTS[key]).toMatch(/^\d{4}$/);
    }
  });
});

describe('manualEntrySchema', () => {
  const valid = {
    entryDate: '2026-11-20',
    description: 'Owner puts money in',
    lines: [
      { accountId: 1, debit: '100' },
      { accountId: 2, credit: 100 },
    ],
  };

  it('parses amounts to money strings, quetzales by default', () => {
    expect(manualEntrySchema.parse(valid).lines).toEqual([
      { accountId: 1, debit: '100.00', credit: null, currency: 'Q', description: null },
      { accountId: 2, debit: null, credit: '100.00', currency: 'Q', description: null },
    ]);
  });

  it.each([
    [{ lines: [{ accountId: 1, debit: '1' }] }, 'lines', LEDGER_MESSAGES.twoLines],
    [{ description: ' ' }, 'description', LEDGER_MESSAGES.descriptionRequired],
    [{ lines: [{ accountId: 1, debit: '1', credit: '1' }, valid.lines[1]] }, 'lines.0.credit', LEDGER_MESSAGES.oneSide],
    [{ lines: [{ accountId: 1 }, valid.lines[1]] }, 'lines.0.debit', LEDGER_MESSAGES.amountRequired],
    [{ lines: [{ debit: '1' }, valid.lines[1]] }, 'lines.0.accountId', LEDGER_MESSAGES.accountRequired],
  ])('refuses %j on %s', (change, field, message) => {
    const result = manualEntrySchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });
});
