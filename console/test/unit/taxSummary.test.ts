import { describe, expect, it } from 'vitest';
import { bookingFacts } from '../../src/room-desk/bookingFacts';
import { taxSummary } from '../../src/room-desk/taxSummary';
import { roomBooking } from '../support/replies';
import { translateIn } from '../support/translate';

const en = translateIn('en');

const iva = { name: 'IVA', rate: '12.00', included: true, amount: '13.93' };
const tourism = { name: 'Tourism tax', rate: '10.00', included: false, amount: '11.61' };

describe('taxes at the desk', () => {
  it('says each tax with its rate, amount and whether it is in the price', () => {
    expect(taxSummary([iva, tourism], 'USD', en)).toBe('IVA 12% $13.93 included · Tourism tax 10% $11.61 added');
    expect(taxSummary([iva, tourism], 'USD', translateIn('es'))).toBe(
      'IVA 12% $13.93 incluido · Tourism tax 10% $11.61 adicional',
    );
    expect(taxSummary([], 'USD', en)).toBeNull();
  });

  it("lists a booking's taxes under its total, and nothing for a booking sold without them", () => {
    const taxed = bookingFacts(roomBooking({ taxes: [iva, tourism] }), 'Lakefront Lower Room', en);
    const labels = taxed.map(([label]) => label);
    expect(labels.indexOf('Taxes')).toBe(labels.indexOf('Total') + 1);
    expect(taxed.find(([label]) => label === 'Taxes')?.[1]).toBe(taxSummary([iva, tourism], 'USD', en));
    expect(bookingFacts(roomBooking(), 'Lakefront Lower Room', en).map(([label]) => label)).not.toContain('Taxes');
  });
});
