// Expenses of the busy years: about 18 a day, mostly food and supplies in quetzales, bills
// that come every month, each booked to its category's 5xxx account (as ExpensesService
// does) and to one of its category's vendors, or to a payee typed without a vendor record.
import { insertObjects } from '../bulk-insert.mjs';
import { addDays, instant, money } from './random.mjs';

const EXPENSES = 20_000;
const IVA = 0.12;

/** Category → [weight, lowest and highest amount in Q, what the entry says, its vendors]. */
const CATEGORIES = {
  food_beverage: [
    35,
    80,
    2500,
    'Produce and groceries for the kitchen',
    ['Mercado San Pedro', 'Finca El Cacao', 'Distribuidora La Laguna', 'Panadería Doña Mari'],
  ],
  supplies: [
    15,
    50,
    1500,
    'Guest room and office supplies',
    ['Librería El Estudiante', 'Textiles Atitlán', 'Pricesmart Xela'],
  ],
  maintenance: [
    10,
    100,
    6000,
    'Repairs and upkeep',
    ['Ferretería El Lago', "Carpintería Tz'utujil", 'Plomería Rápida'],
  ],
  cleaning: [8, 40, 800, 'Cleaning products and laundry', ['Lavandería Las Flores', 'Químicos del Sur', 'Eco Limpio']],
  staff: [8, 2000, 9000, 'Wages and staff meals', ['Planilla Lakeside', 'Comedor Doña Rosa', 'IGSS']],
  utilities: [6, 300, 2500, 'Electricity, water, gas and internet', ['Energuate', 'Tigo', 'Zeta Gas']],
  transportation: [
    6,
    30,
    600,
    'Boat and tuk-tuk transport',
    ['Lanchas San Marcos', 'Tuk-tuk Don Chepe', 'Shuttle Atitlán'],
  ],
  marketing: [3, 150, 3000, 'Listings, printing and photos', ['Imprenta Panajachel', 'Foto Lago', 'Diseño Maya']],
  professional_services: [
    3,
    500,
    5000,
    'Accounting and legal',
    ['Contadores Asociados', 'Bufete Morales', 'Consultora Verde'],
  ],
  taxes: [2, 200, 8000, 'IVA and municipal taxes', ['SAT', 'Municipalidad San Marcos', 'Registro Mercantil']],
  insurance: [
    1,
    1500,
    7000,
    'Property and liability insurance',
    ['Seguros El Roble', 'Aseguradora General', 'Seguros Universales'],
  ],
  other: [3, 20, 1000, 'Miscellaneous', ['Varios', 'Tienda La Esquina', 'Correos de Guatemala']],
};
const RECURRING = new Set(['utilities', 'staff', 'insurance']);

function vendors(random, now, firstId) {
  return Object.entries(CATEGORIES)
    .flatMap(([category, [, , , , names]]) =>
      names.map((vendorName) => ({
        vendorName,
        contactPerson: null,
        email: null,
        phone: `+502 ${random.int(3000, 5999)} ${random.int(1000, 9999)}`,
        address: null,
        taxId: String(random.int(1_000_000, 9_999_999)),
        paymentTerms: random.pick(['due_on_receipt', 'net_15', 'net_30']),
        isActive: 1,
        createdAt: now,
        updatedAt: now,
        category,
      })),
    )
    .map((vendor, i) => ({ id: firstId + i, ...vendor }));
}

/** Expenses dated from `first` to `today`; returns the rows inserted per table. */
export async function insertExpenses(bulk, random, { first, today, nowText, firstId }) {
  const accounts = new Map(
    (await bulk.query('SELECT id, accountCode FROM chart_of_accounts')).map((row) => [row.accountCode, row.id]),
  );
  const { EXPENSE_ACCOUNT_CODE } = await import('../../dist/finance/chart-of-accounts.js');
  const suppliers = vendors(random, nowText, firstId.vendors);
  const span = (Date.parse(today) - Date.parse(first)) / 86_400_000;
  const weights = Object.fromEntries(Object.entries(CATEGORIES).map(([name, [weight]]) => [name, weight]));
  const rows = Array.from({ length: EXPENSES }, () => {
    const category = random.weighted(weights);
    const [, low, high, description] = CATEGORIES[category];
    const vendor = random.chance(0.7) ? random.pick(suppliers.filter((row) => row.category === category)) : null;
    const currency = random.chance(0.9) ? 'Q' : 'USD';
    const amount = (low + random.next() * (high - low)) / (currency === 'USD' ? 7.75 : 1);
    const date = addDays(first, random.int(0, span));
    return {
      expenseDate: date,
      vendorId: vendor?.id ?? null,
      vendorName: vendor?.vendorName ?? random.pick(['Mercado San Marcos', 'Ferretería El Lago', 'Despensa Familiar']),
      accountId: accounts.get(EXPENSE_ACCOUNT_CODE[category]),
      amount: money(amount),
      currency,
      description,
      receiptUrl: null,
      category,
      paymentMethod: random.weighted({ cash: 55, card: 20, transfer: 20, check: 5 }),
      referenceNumber: random.chance(0.5) ? `F-${random.int(10_000, 99_999)}` : null,
      isRecurring: RECURRING.has(category) ? 1 : 0,
      recurringFrequency: RECURRING.has(category) ? 'monthly' : null,
      taxAmount: money((amount * IVA) / (1 + IVA)),
      notes: null,
      createdBy: null,
      createdAt: instant(date, random.int(8 * 60, 19 * 60)),
      updatedAt: null,
    };
  }).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  rows.forEach((row, i) => {
    row.id = firstId.expenses + i;
    row.updatedAt = row.createdAt;
  });
  await insertObjects(
    bulk,
    'vendors',
    suppliers.map(({ category: _category, ...vendor }) => vendor),
  );
  await insertObjects(bulk, 'expenses', rows);
  return { vendors: suppliers.length, expenses: rows.length };
}
