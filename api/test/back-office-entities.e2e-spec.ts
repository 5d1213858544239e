/**
 * The back-office tables, on a real database built by the migrations (SQLite, or MariaDB when
 * DATABASE_URL is set): every entity round-trips, the documented defaults apply, money and
 * stock quantities stay exact, unique keys refuse duplicates, foreign keys delete (or refuse
 * to delete) as documented, and the back-office seed is complete and idempotent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryFailedError, type DataSource, type DeepPartial, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { SalesAnalytics } from '../src/analytics/sales-analytics.entity.js';
import { User } from '../src/auth/user.entity.js';
import { isUniqueViolation } from '../src/common/errors/database-errors.js';
import { decimalTransformer } from '../src/database/columns.js';
import { seedBackOffice } from '../src/database/seeds/back-office.seed.js';
import { Account } from '../src/finance/account.entity.js';
import { Budget } from '../src/finance/budget.entity.js';
import { CHART_OF_ACCOUNTS, EXPENSE_ACCOUNT_CODE } from '../src/finance/chart-of-accounts.js';
import { Expense } from '../src/finance/expense.entity.js';
import { Invoice } from '../src/invoices/invoice.entity.js';
import { InvoiceLineItem } from '../src/invoices/invoice-line-item.entity.js';
import { JournalEntry } from '../src/finance/journal-entry.entity.js';
import { JournalEntryLine } from '../src/finance/journal-entry-line.entity.js';
import { Vendor } from '../src/finance/vendor.entity.js';
import { InventoryCategory } from '../src/inventory/inventory-category.entity.js';
import { InventoryItem } from '../src/inventory/inventory-item.entity.js';
import { RecipeIngredient } from '../src/inventory/recipe-ingredient.entity.js';
import { StockMovement } from '../src/inventory/stock-movement.entity.js';
import { LoyaltyMember } from '../src/loyalty/loyalty-member.entity.js';
import { LoyaltyTransaction } from '../src/loyalty/loyalty-transaction.entity.js';
import { KitchenQueueItem } from '../src/restaurant/kitchen-queue-item.entity.js';
import { KitchenStation } from '../src/restaurant/kitchen-station.entity.js';
import { MenuCategory } from '../src/restaurant/menu-category.entity.js';
import { MenuItem } from '../src/restaurant/menu-item.entity.js';
import { MenuModifier } from '../src/restaurant/menu-modifier.entity.js';
import { ModifierOption } from '../src/restaurant/modifier-option.entity.js';
import { OrderItem } from '../src/restaurant/order-item.entity.js';
import { OrderItemModifier } from '../src/restaurant/order-item-modifier.entity.js';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { StaffMember } from '../src/staff/staff-member.entity.js';
import { StaffSchedule } from '../src/staff/staff-schedule.entity.js';
import { TimeTracking } from '../src/staff/time-tracking.entity.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  ({ database, dataSource } = await createMigratedDatabase());
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

/** Saves `sample`, reads the row back by id and checks every given field came back equal. */
async function roundTrip<T extends ObjectLiteral & { id: number }>(target: EntityTarget<T>, sample: DeepPartial<T>) {
  const repository = dataSource.getRepository(target);
  const { id } = await repository.save(repository.create(sample));
  const found = await repository.findOneByOrFail({ id } as never);
  expect(found).toMatchObject(sample);
  return found;
}

/** Saves `sample` with only the required fields and returns the row as read back. */
async function insertMinimal<T extends ObjectLiteral & { id: number }>(
  target: EntityTarget<T>,
  sample: DeepPartial<T>,
) {
  const repository = dataSource.getRepository(target);
  const { id } = await repository.save(repository.create(sample));
  return repository.findOneByOrFail({ id } as never);
}

/**
 * The database refused a write because of a foreign key. Matched on the message: SQLite reports
 * an ON DELETE RESTRICT refusal as SQLITE_CONSTRAINT_TRIGGER, not SQLITE_CONSTRAINT_FOREIGNKEY.
 */
const isForeignKeyRefusal = (error: unknown) =>
  error instanceof QueryFailedError && /foreign key constraint/i.test(error.message);

async function expectRejected(write: Promise<unknown>, isViolation: (error: unknown) => boolean) {
  const error: unknown = await write.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(QueryFailedError);
  expect(isViolation(error)).toBe(true);
}

// Whole seconds: a DATETIME without fractional digits drops milliseconds on MySQL.
const at = (iso: string) => new Date(iso);
let serial = 0;
/** A fresh natural key, so tests can share one database. */
const key = (prefix: string) => `${prefix}${(serial += 1)}`;

/** A guest account; create() so the entity's BeforeInsert hook gives it its uuid. */
const saveUser = (name: string) => {
  const users = dataSource.getRepository(User);
  return users.save(users.create({ email: `${key(name)}@example.com`, firstName: name }));
};
const account = (overrides: DeepPartial<Account> = {}) =>
  roundTrip(Account, { accountCode: key('9'), accountName: 'Test account', accountType: 'expense', ...overrides });
const category = () => roundTrip(MenuCategory, { name: key('Category '), displayOrder: 1 });
const menuItem = async () =>
  roundTrip(MenuItem, {
    categoryId: (await category()).id,
    name: 'Pepián',
    price: '65.00',
    allergens: [],
    dietary: ['vegan'],
  });
const order = (overrides: DeepPartial<RestaurantOrder> = {}) =>
  roundTrip(RestaurantOrder, {
    orderNumber: key('R-'),
    orderType: 'dine_in',
    customerName: 'Ana López',
    subtotal: '65.00',
    totalAmount: '65.00',
    orderTime: at('2026-11-22T14:05:00Z'),
    ...overrides,
  });
const staffMember = (overrides: DeepPartial<StaffMember> = {}) =>
  roundTrip(StaffMember, {
    employeeId: key('EMP-'),
    firstName: 'Juan',
    lastName: 'Pérez',
    position: 'chef',
    department: 'kitchen',
    hireDate: '2025-01-15',
    ...overrides,
  });
const inventoryItem = (overrides: DeepPartial<InventoryItem> = {}) =>
  roundTrip(InventoryItem, { name: 'Black beans', sku: key('SKU-'), unit: 'kg', ...overrides });

describe('every back-office entity round-trips', () => {
  it('finance: accounts, vendors, invoices and lines, journal entries and lines, budgets, expenses', async () => {
    const parent = await account({ accountType: 'asset', description: 'Group' });
    const child = await account({ accountType: 'asset', parentAccountId: parent.id, isActive: false });
    const vendor = await roundTrip(Vendor, {
      vendorName: 'Mercado San Marcos',
      contactPerson: 'Doña Rosa',
      email: 'rosa@example.com',
      phone: '+502 5555 1234',
      address: 'Calle principal, San Marcos La Laguna',
      taxId: '1234567-8',
      paymentTerms: 'due_on_receipt',
      isActive: true,
    });
    const invoice = await roundTrip(Invoice, {
      invoiceNumber: key('INV-'),
      bookingType: 'room',
      bookingId: 12,
      guestName: 'Emma Schmidt',
      guestEmail: 'emma@example.com',
      issueDate: '2026-11-22',
      dueDate: '2026-12-22',
      subtotal: '130.00',
      taxAmount: '15.60',
      totalAmount: '145.60',
      currency: 'USD',
      status: 'paid',
      paymentMethod: 'paypal',
      paymentDate: '2026-11-23',
      paypalOrderId: '5O190127TN364715T',
      notes: 'Two nights',
    });
    await roundTrip(InvoiceLineItem, {
      invoiceId: invoice.id,
      description: 'Lakefront Lower Room, 2 nights',
      quantity: 2,
      unitPrice: '65.00',
      lineTotal: '130.00',
    });
    const entry = await roundTrip(JournalEntry, {
      entryDate: '2026-11-22',
      referenceNumber: invoice.invoiceNumber,
      description: 'Room revenue',
      sourceType: 'invoice',
      sourceId: invoice.id,
      totalAmount: '145.60',
      isBalanced: true,
    });
    await roundTrip(JournalEntryLine, {
      journalEntryId: entry.id,
      accountId: child.id,
      debitAmount: '145.60',
      creditAmount: '0.00',
      description: 'PayPal',
    });
    await roundTrip(Budget, {
      budgetName: 'Utilities 2026',
      budgetYear: 2026,
      budgetMonth: 11,
      accountId: child.id,
      budgetedAmount: '1500.00',
      actualAmount: '1320.50',
      variance: '179.50',
      notes: null,
    });
    await roundTrip(Expense, {
      expenseDate: '2026-11-20',
      vendorId: vendor.id,
      vendorName: vendor.vendorName,
      accountId: child.id,
      amount: '245.75',
      currency: 'Q',
      description: 'Vegetables for the week',
      receiptUrl: 'https://example.com/receipts/1.jpg',
      category: 'food_beverage',
      paymentMethod: 'cash',
      referenceNumber: 'R-001',
      isRecurring: true,
      recurringFrequency: 'weekly',
      taxAmount: '26.33',
      notes: 'Market day',
      createdBy: 1,
    });
  });

  it('restaurant: menu, modifiers, orders with lines and chosen options, stations and the kitchen queue', async () => {
    const menuCategory = await roundTrip(MenuCategory, {
      name: key('Breakfast '),
      description: 'Mornings',
      displayOrder: 0,
      isActive: true,
      imageUrl: 'https://example.com/breakfast.jpg',
      availableFrom: '07:00',
      availableUntil: '11:00',
      icon: '🍳',
    });
    const item = await roundTrip(MenuItem, {
      categoryId: menuCategory.id,
      name: 'Desayuno Chapín',
      description: 'Eggs, beans, plantains',
      price: '45.00',
      costPrice: '14.00',
      preparationTime: 15,
      calories: 720,
      allergens: ['eggs', 'dairy'],
      dietary: ['vegetarian', 'gluten-free'],
      spiceLevel: 1,
      isAvailable: false,
      isPopular: true,
      imageUrl: null,
      displayOrder: 2,
    });
    const modifier = await roundTrip(MenuModifier, {
      itemId: item.id,
      name: 'Egg style',
      type: 'single',
      isRequired: true,
      displayOrder: 1,
    });
    const option = await roundTrip(ModifierOption, {
      modifierId: modifier.id,
      name: 'Rancheros',
      priceAdjustment: '5.00',
      isDefault: false,
      displayOrder: 3,
    });
    const user = await saveUser('guest');
    const restaurantOrder = await order({
      clientOrderId: '0b0f7f4e-4a1c-4a57-9d0e-6a1f0c2b7e11',
      orderType: 'room_service',
      status: 'ready',
      customerId: user.id,
      customerPhone: '+502 5555 0000',
      customerEmail: 'ana@example.com',
      roomNumber: 'lakeside_cottage',
      tableNumber: null,
      subtotal: '100.00',
      taxAmount: '12.00',
      serviceCharge: '10.00',
      discountAmount: '15.00',
      totalAmount: '107.00',
      currency: 'Q',
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paymentId: 'ch_123',
      specialInstructions: 'Knock twice',
      estimatedTime: 25,
      confirmedAt: at('2026-11-22T14:06:00Z'),
      readyAt: at('2026-11-22T14:25:00Z'),
      servedAt: null,
    });
    const line = await roundTrip(OrderItem, {
      orderId: restaurantOrder.id,
      menuItemId: item.id,
      quantity: 2,
      unitPrice: '50.00',
      totalPrice: '100.00',
      specialRequests: 'No cheese',
      status: 'preparing',
    });
    await roundTrip(OrderItemModifier, { orderItemId: line.id, modifierOptionId: option.id, priceAdjustment: '5.00' });
    const station = await roundTrip(KitchenStation, {
      name: key('Hot Line '),
      description: 'Grill',
      isActive: true,
      displayOrder: 1,
    });
    const cook = await staffMember();
    await roundTrip(KitchenQueueItem, {
      orderItemId: line.id,
      stationId: station.id,
      assignedStaffId: cook.id,
      priority: 'high',
      status: 'preparing',
      estimatedTime: 15,
      actualTime: null,
      startedAt: at('2026-11-22T14:07:00Z'),
      completedAt: null,
      notes: 'VIP',
    });
  });

  it('inventory: categories, items, stock movements and recipe ingredients', async () => {
    const inventoryCategory = await roundTrip(InventoryCategory, { name: key('Produce '), description: 'Fresh' });
    const supplier = await roundTrip(Vendor, { vendorName: 'Finca Chichoy' });
    const stockItem = await inventoryItem({
      categoryId: inventoryCategory.id,
      currentStock: '12.500',
      minimumStock: '2.250',
      maximumStock: '40.000',
      unitCost: '18.50',
      supplierId: supplier.id,
      expiryDate: '2026-12-01',
      location: 'Dry store',
      isActive: true,
    });
    await roundTrip(StockMovement, {
      inventoryItemId: stockItem.id,
      movementType: 'usage',
      quantity: '-0.375',
      unitCost: '18.50',
      totalCost: '6.94',
      reason: 'Breakfast service',
      referenceId: 'R-1',
      referenceType: 'restaurant_order',
      notes: null,
      performedBy: 2,
    });
    await roundTrip(RecipeIngredient, {
      menuItemId: (await menuItem()).id,
      inventoryItemId: stockItem.id,
      quantityNeeded: '0.125',
      unit: 'kg',
      costPerUnit: '18.50',
    });
  });

  it('staff: members linked to an account, schedules and clocked time', async () => {
    const user = await saveUser('staff');
    const member = await staffMember({
      userId: user.id,
      email: 'juan@example.com',
      phone: '+502 5555 2222',
      hourlyRate: '25.50',
      isActive: true,
      emergencyContact: 'María Pérez',
      emergencyPhone: '+502 5555 3333',
      notes: 'Speaks Kaqchikel',
    });
    await roundTrip(StaffSchedule, {
      staffId: member.id,
      scheduleDate: '2026-11-23',
      shiftStart: '06:30',
      shiftEnd: '14:30',
      position: 'cashier',
      status: 'confirmed',
      notes: null,
      createdBy: 1,
    });
    await roundTrip(TimeTracking, {
      staffId: member.id,
      clockIn: at('2026-11-23T12:30:00Z'),
      clockOut: at('2026-11-23T20:30:00Z'),
      breakStart: at('2026-11-23T16:00:00Z'),
      breakEnd: at('2026-11-23T16:30:00Z'),
      totalHours: '7.50',
      hourlyRate: '25.50',
      totalPay: '191.25',
      position: 'chef',
      notes: null,
      approvedBy: 1,
      approvedAt: at('2026-11-24T15:00:00Z'),
    });
  });

  it('loyalty and analytics: members, their points and a day of sales', async () => {
    const member = await roundTrip(LoyaltyMember, {
      membershipNumber: key('LS-'),
      membershipTier: 'gold',
      totalPoints: 250,
      totalSpent: '1234.50',
      totalVisits: 7,
      lastVisit: at('2026-11-20T19:00:00Z'),
      joinDate: '2026-01-05',
      isActive: true,
      notes: null,
    });
    await roundTrip(LoyaltyTransaction, {
      loyaltyId: member.id,
      orderId: (await order()).id,
      transactionType: 'earn',
      pointsChanged: 65,
      description: 'Dinner',
    });
    await roundTrip(SalesAnalytics, {
      analyticsDate: '2026-11-22',
      periodType: 'daily',
      totalOrders: 42,
      totalRevenue: '2730.00',
      averageOrderValue: '65.00',
      topSellingItemId: (await menuItem()).id,
      topSellingItemQuantity: 12,
      totalCustomers: 38,
      newCustomers: 5,
      peakHour: 19,
      orderTypeBreakdown: { dine_in: { orders: 30, revenue: '1950.00' } },
      paymentMethodBreakdown: { card: { orders: 20, revenue: '1300.00' } },
    });
  });
});

describe('documented defaults', () => {
  it('apply when a field is left out', async () => {
    expect(await account()).toMatchObject({ isActive: true, parentAccountId: null, description: null });
    expect(await insertMinimal(Vendor, { vendorName: 'Gas' })).toMatchObject({
      paymentTerms: 'net_30',
      isActive: true,
    });
    const invoice = await insertMinimal(Invoice, {
      invoiceNumber: key('INV-'),
      guestName: 'G',
      issueDate: '2026-11-22',
      subtotal: '1.00',
      totalAmount: '1.00',
    });
    expect(invoice).toMatchObject({ currency: 'USD', status: 'draft', taxAmount: '0.00' });
    const line = await insertMinimal(InvoiceLineItem, {
      invoiceId: invoice.id,
      description: 'x',
      unitPrice: '1.00',
      lineTotal: '1.00',
    });
    expect(line.quantity).toBe(1);
    const entry = await insertMinimal(JournalEntry, { entryDate: '2026-11-22', description: 'x', totalAmount: '0.00' });
    expect(entry.isBalanced).toBe(true);
    const posting = await insertMinimal(JournalEntryLine, {
      journalEntryId: entry.id,
      accountId: (await account()).id,
    });
    expect(posting).toMatchObject({ debitAmount: '0.00', creditAmount: '0.00' });
    const expense = await insertMinimal(Expense, {
      expenseDate: '2026-11-22',
      vendorName: 'x',
      accountId: (await account()).id,
      amount: '1.00',
      description: 'x',
      category: 'other',
    });
    expect(expense).toMatchObject({
      currency: 'Q',
      paymentMethod: 'cash',
      isRecurring: false,
      taxAmount: '0.00',
      vendorId: null,
    });
    expect(await menuItem()).toMatchObject({ isAvailable: true, isPopular: false, displayOrder: 0, spiceLevel: null });
    expect(await order()).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      currency: 'Q',
      clientOrderId: null,
    });
    expect(await staffMember()).toMatchObject({ isActive: true, userId: null });
    expect(await inventoryItem()).toMatchObject({ currentStock: '0.000', minimumStock: '0.000', isActive: true });
    const queueItem = await insertMinimal(KitchenQueueItem, {
      orderItemId: (await orderLine()).id,
    });
    expect(queueItem).toMatchObject({ priority: 'normal', status: 'pending', stationId: null });
    const member = await insertMinimal(LoyaltyMember, { membershipNumber: key('LS-'), joinDate: '2026-11-22' });
    expect(member).toMatchObject({ membershipTier: 'bronze', totalPoints: 0, totalSpent: '0.00', isActive: true });
  });
});

async function orderLine() {
  const item = await menuItem();
  return roundTrip(OrderItem, {
    orderId: (await order()).id,
    menuItemId: item.id,
    quantity: 1,
    unitPrice: '65.00',
    totalPrice: '65.00',
  });
}

describe('exact amounts', () => {
  it('keeps money to the cent and sums it exactly', async () => {
    const accountId = (await account()).id;
    const base = {
      expenseDate: '2026-10-01',
      vendorName: 'Cents',
      accountId,
      description: 'x',
      category: 'other' as const,
    };
    for (const amount of ['0.10', '0.20']) await roundTrip(Expense, { ...base, amount });
    await roundTrip(Expense, { ...base, expenseDate: '2026-10-02', amount: '99999999.99' });
    const [row] = await dataSource.query<{ total: string | number }[]>(
      "SELECT SUM(amount) AS total FROM expenses WHERE vendorName = 'Cents' AND expenseDate = '2026-10-01'",
    );
    expect(decimalTransformer(2).from(row!.total)).toBe('0.30');
  });

  it('keeps stock quantities to three decimals', async () => {
    const stockItem = await inventoryItem({ currentStock: '1.125' });
    for (const quantity of ['1.125', '-0.375', '0.001']) {
      await roundTrip(StockMovement, { inventoryItemId: stockItem.id, movementType: 'adjustment', quantity });
    }
    const [row] = await dataSource.query<{ total: string | number }[]>(
      `SELECT SUM(quantity) AS total FROM stock_movements WHERE inventoryItemId = ${stockItem.id}`,
    );
    expect(decimalTransformer(3).from(row!.total)).toBe('0.751');
  });
});

describe('unique keys', () => {
  it('refuse a second order with the same number, but allow many orders without a client id', async () => {
    const first = await order({ clientOrderId: null });
    await order({ clientOrderId: null });
    await expectRejected(order({ orderNumber: first.orderNumber }), isUniqueViolation);
  });

  it('refuse a retried submit carrying the same client order id', async () => {
    await order({ clientOrderId: 'c-retry-1' });
    await expectRejected(order({ clientOrderId: 'c-retry-1' }), isUniqueViolation);
  });

  it('refuse a duplicate SKU, account code and employee id', async () => {
    const { sku } = await inventoryItem();
    await expectRejected(inventoryItem({ sku }), isUniqueViolation);
    const { accountCode } = await account();
    await expectRejected(account({ accountCode }), isUniqueViolation);
    const { employeeId } = await staffMember();
    await expectRejected(staffMember({ employeeId }), isUniqueViolation);
  });

  it('allow one sales summary per day and period', async () => {
    const summary = { analyticsDate: '2026-01-01', periodType: 'daily' as const };
    await roundTrip(SalesAnalytics, summary);
    await roundTrip(SalesAnalytics, { ...summary, periodType: 'monthly' });
    await expectRejected(roundTrip(SalesAnalytics, summary), isUniqueViolation);
  });
});

describe('foreign keys', () => {
  it('refuse deleting a menu item that an order line references (RESTRICT)', async () => {
    const line = await orderLine();
    await expectRejected(dataSource.getRepository(MenuItem).delete(line.menuItemId), isForeignKeyRefusal);
    expect(await dataSource.getRepository(MenuItem).existsBy({ id: line.menuItemId })).toBe(true);
  });

  it('refuse deleting an account with postings (RESTRICT)', async () => {
    const posted = await account();
    const entry = await insertMinimal(JournalEntry, { entryDate: '2026-11-22', description: 'x', totalAmount: '1.00' });
    await insertMinimal(JournalEntryLine, { journalEntryId: entry.id, accountId: posted.id, debitAmount: '1.00' });
    await expectRejected(dataSource.getRepository(Account).delete(posted.id), isForeignKeyRefusal);
  });

  it('delete invoice lines with their invoice (CASCADE)', async () => {
    const invoice = await insertMinimal(Invoice, {
      invoiceNumber: key('INV-'),
      guestName: 'G',
      issueDate: '2026-11-22',
      subtotal: '2.00',
      totalAmount: '2.00',
    });
    const lines = dataSource.getRepository(InvoiceLineItem);
    for (const description of ['a', 'b']) {
      await lines.save({ invoiceId: invoice.id, description, unitPrice: '1.00', lineTotal: '1.00' });
    }
    expect(await lines.countBy({ invoiceId: invoice.id })).toBe(2);
    await dataSource.getRepository(Invoice).delete(invoice.id);
    expect(await lines.countBy({ invoiceId: invoice.id })).toBe(0);
  });

  it('delete an order with its lines, their chosen options and their kitchen queue entries (CASCADE)', async () => {
    const line = await orderLine();
    const modifier = await insertMinimal(MenuModifier, { itemId: line.menuItemId, name: 'Size' });
    const option = await insertMinimal(ModifierOption, {
      modifierId: modifier.id,
      name: 'Large',
      priceAdjustment: '5.00',
    });
    await insertMinimal(OrderItemModifier, {
      orderItemId: line.id,
      modifierOptionId: option.id,
      priceAdjustment: '5.00',
    });
    await insertMinimal(KitchenQueueItem, { orderItemId: line.id });
    await dataSource.getRepository(RestaurantOrder).delete(line.orderId);
    expect(await dataSource.getRepository(OrderItem).existsBy({ id: line.id })).toBe(false);
    expect(await dataSource.getRepository(OrderItemModifier).countBy({ orderItemId: line.id })).toBe(0);
    expect(await dataSource.getRepository(KitchenQueueItem).countBy({ orderItemId: line.id })).toBe(0);
  });

  it('unlink, not delete, expenses and stock items when their vendor goes (SET NULL)', async () => {
    const vendor = await insertMinimal(Vendor, { vendorName: 'Leaving' });
    const stockItem = await inventoryItem({ supplierId: vendor.id });
    const expense = await insertMinimal(Expense, {
      expenseDate: '2026-11-22',
      vendorId: vendor.id,
      vendorName: 'Leaving',
      accountId: (await account()).id,
      amount: '1.00',
      description: 'x',
      category: 'other',
    });
    await dataSource.getRepository(Vendor).delete(vendor.id);
    expect(await dataSource.getRepository(Expense).findOneByOrFail({ id: expense.id })).toMatchObject({
      vendorId: null,
      vendorName: 'Leaving',
    });
    expect((await dataSource.getRepository(InventoryItem).findOneByOrFail({ id: stockItem.id })).supplierId).toBeNull();
  });
});

describe('back-office seed', () => {
  let seeded: TestDatabase;
  let seededSource: DataSource;
  const seed = (today: string) => seededSource.transaction((manager) => seedBackOffice(manager, { today }));

  beforeAll(async () => {
    ({ database: seeded, dataSource: seededSource } = await createMigratedDatabase());
    await seed('2026-11-22');
  });
  afterAll(async () => {
    await seededSource?.destroy();
    await seeded?.drop();
  });

  it('books every expense category to an existing expense account', async () => {
    const accounts = await seededSource.getRepository(Account).find();
    const byCode = new Map(accounts.map((row) => [row.accountCode, row]));
    expect(accounts).toHaveLength(CHART_OF_ACCOUNTS.length);
    for (const code of Object.values(EXPENSE_ACCOUNT_CODE)) {
      const expenseAccount = byCode.get(code);
      expect(expenseAccount?.accountType).toBe('expense');
      expect(expenseAccount?.parentAccountId).toBe(byCode.get('5000')?.id);
    }
  });

  it('lays out the sample menu with its serving hours, modifiers and one unavailable dish', async () => {
    const categories = await seededSource.getRepository(MenuCategory).find({
      relations: { items: { modifiers: { options: true } } },
      order: { displayOrder: 'ASC' },
    });
    expect(categories.map(({ name, availableFrom, availableUntil }) => [name, availableFrom, availableUntil])).toEqual([
      ['Breakfast', '07:00', '11:00'],
      ['Lunch', '12:00', '15:00'],
      ['Dinner', '18:00', '21:00'],
      ['Drinks', null, null],
    ]);
    const items = categories.flatMap((row) => row.items);
    expect(items.filter((item) => !item.isAvailable).map((item) => item.name)).toEqual(['Whole Grilled Lake Fish']);
    const latte = items.find((item) => item.name === 'Café con Leche');
    expect(latte?.modifiers[0]?.options.find((option) => option.name === 'Oat milk')?.priceAdjustment).toBe('5.00');
  });

  it('adds nothing when run again, and does not bring back a dish the staff deleted', async () => {
    const menuItems = seededSource.getRepository(MenuItem);
    const before = { accounts: await seededSource.getRepository(Account).count(), items: await menuItems.count() };
    await menuItems.delete({ name: 'Fish Tacos' });
    await seed('2026-11-29');
    expect(await seededSource.getRepository(Account).count()).toBe(before.accounts);
    expect(await menuItems.count()).toBe(before.items - 1);
  });
});
