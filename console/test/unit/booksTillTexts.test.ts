/**
 * The texts of the books, the till's outbox and staff time that are worded outside a screen's
 * JSX (rules from the contracts, source labels, outbox entries, plurals), read in Spanish.
 */
import { JOURNAL_SOURCE_TYPES, LEDGER_MESSAGES, settle } from '@lakeside/contracts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES } from '../../src/i18n/messages';
import { ruleText } from '../../src/ledger/ruleText';
import { sourceLabel } from '../../src/ledger/sourceLink';
import { describeEntry, orderLabelOf } from '../../src/offline/describeEntry';
import type { QueuedOrder, QueuedPayment } from '../../src/offline/outbox';

const translatorOf = (locale: 'en' | 'es') =>
  polyglotI18nProvider(
    (language) => CONSOLE_MESSAGES[language as 'en' | 'es'] as unknown as TranslationMessages,
    locale,
  ).translate;
const spanish = translatorOf('es');
const english = translatorOf('en');

describe('the books, the outbox and staff time in Spanish', () => {
  it("words each of the contracts' ledger rules in the console language, anything else as it came", () => {
    for (const [key, message] of Object.entries(LEDGER_MESSAGES)) {
      expect(ruleText(message, english)).toBe(message);
      const said = ruleText(message, spanish);
      expect(said, key).not.toBe(message);
      expect(said, key).not.toContain('ledger.rules');
    }
    expect(ruleText(LEDGER_MESSAGES.unbalanced, spanish)).toBe('El Debe debe ser igual al Haber');
    expect(ruleText('Some other refusal', spanish)).toBe('Some other refusal');
  });

  it('names every source of an entry in both languages', () => {
    for (const type of JOURNAL_SOURCE_TYPES) {
      for (const translate of [english, spanish]) {
        expect(sourceLabel(type, 7, translate), type).not.toMatch(/ledger\.source/);
      }
    }
    expect(sourceLabel('room_booking', 12, spanish)).toBe('Reserva de habitación 12');
    expect(sourceLabel('room_booking', 12, english)).toBe('Room booking 12');
    expect(sourceLabel('journal_entry', 3, spanish)).toBe('Partida revertida 3');
    expect(sourceLabel(null, null, spanish)).toBe('Ingresada en la tabla anterior');
  });

  it('names what waits in the outbox, provisional until the server answers', () => {
    const payload = { customerName: 'Ana López', tableNumber: '4', roomNumber: null, totalAmount: '35.50' };
    const order = { kind: 'order', takenAt: 0, state: 'waiting', payload } as unknown as QueuedOrder;
    expect(orderLabelOf(order.payload, spanish)).toBe('Ana López · Mesa 4');
    expect(describeEntry(order, spanish)).toEqual({
      what: 'Orden · Ana López · Mesa 4',
      figures: 'Total Q 35.50 (provisional)',
    });
    expect(
      describeEntry({ ...order, placed: { id: 1, orderNumber: 'R-0142', totalAmount: '36.00' } }, spanish),
    ).toEqual({ what: 'Orden R-0142 · Ana López · Mesa 4', figures: 'Total Q 36.00' });

    const settled = settle({ method: 'cash_gtq', totalQuetzales: '35.50', tendered: '100', tip: '0', usdToGtq: null });
    if (!settled.ok) throw new Error('Q100 pays Q35.50');
    const payment = {
      kind: 'payment',
      takenAt: 0,
      state: 'waiting',
      orderLabel: 'Ana López · Mesa 4',
      provisional: settled.settlement,
    } as unknown as QueuedPayment;
    expect(describeEntry(payment, spanish)).toEqual({
      what: 'Pago en efectivo · Ana López · Mesa 4',
      figures: 'Pagó Q 100.00 · vuelto Q 64.50 (provisional)',
    });
    expect(describeEntry({ ...payment, taken: settled.settlement }, spanish).figures).toBe(
      'Pagó Q 100.00 · vuelto Q 64.50',
    );
  });

  it('counts in both plural forms', () => {
    expect(spanish('offline.banner.waiting', { smart_count: 1 })).toBe('Uno en espera de envío.');
    expect(spanish('offline.banner.waiting', { smart_count: 5 })).toBe('5 en espera de envío.');
    expect(english('offline.banner.waiting', { smart_count: 5 })).toBe('5 waiting to be sent.');
    expect(spanish('staffTime.weeks.approved', { name: 'Lucía', smart_count: 1 })).toBe(
      'Lucía: se aprobó un registro.',
    );
    expect(spanish('staffTime.weeks.approved', { name: 'Lucía', smart_count: 2 })).toBe(
      'Lucía: se aprobaron 2 registros.',
    );
    expect(spanish('offline.banner.refusedTitle', { smart_count: 3 })).toBe(
      'Rechazados por el servidor: 3 por resolver',
    );
  });
});
