/**
 * The back-office schema: finance, restaurant, inventory, staff, loyalty and analytics tables.
 * Written with TypeORM's schema builder so the one migration creates the same tables on
 * MySQL/MariaDB and on SQLite; only the timestamp defaults differ per driver. The columns mirror
 * the entities exactly (after migrating, `createSchemaBuilder().log()` finds nothing to change
 * on either driver). The helpers are frozen copies of the column decisions in
 * `database/columns.ts`, so later edits there cannot change what this migration creates.
 *
 * Constraint names are explicit and the same as in the entities (UQ_/IDX_/FK_<table>_…), so
 * errors name the rule that was broken and the schema comparison matches by name.
 */
import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

type Column = TableColumnOptions;
type Extra = Partial<Pick<TableColumnOptions, 'isNullable' | 'default'>>;
type OnDelete = 'CASCADE' | 'RESTRICT' | 'SET NULL';

const NULLABLE: Extra = { isNullable: true };

// 'integer', not 'int': SQLite auto-increments only an INTEGER PRIMARY KEY and TypeORM declares
// every int as integer there; MySQL reads either back as INT.
const id = (): Column => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string, extra: Extra = {}): Column => ({ name, type: 'integer', ...extra });
const varchar = (name: string, length: number, extra: Extra = {}): Column => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});
/** A string default as SQL: quoted. */
const text = (value: string): string => `'${value}'`;
const longText = (name: string, extra: Extra = {}): Column => ({ name, type: 'text', ...extra });
/** simple-json is TEXT on both drivers; no default, as MySQL 8 forbids literal defaults on TEXT. */
const json = (name: string, extra: Extra = {}): Column => ({ name, type: 'text', ...extra });
/** DECIMAL(10,2): money (and hours). */
const money = (name: string, extra: Extra = {}): Column => ({
  name,
  type: 'decimal',
  precision: 10,
  scale: 2,
  ...extra,
});
/** DECIMAL(10,3): stock quantities. */
const quantity = (name: string, extra: Extra = {}): Column => ({
  name,
  type: 'decimal',
  precision: 10,
  scale: 3,
  ...extra,
});
const date = (name: string, extra: Extra = {}): Column => ({ name, type: 'date', ...extra });
const timeOfDay = (name: string, extra: Extra = {}): Column => varchar(name, 5, extra);
const datetime = (name: string, extra: Extra = {}): Column => ({ name, type: 'datetime', ...extra });
const bool = (name: string, value: boolean): Column => ({ name, type: 'boolean', default: value ? 1 : 0 });
const notes = (): Column => longText('notes', NULLABLE);
/** admin_users.id of a staff account, kept without a foreign key so history outlives the login. */
const staffAccount = (name: string): Column => int(name, NULLABLE);

const unique = (name: string, columnNames: string[]) => new TableUnique({ name, columnNames });
const index = (name: string, columnNames: string[]) => new TableIndex({ name, columnNames });
/** FK_<table>_<column> → referenced table's id. */
const foreignKey = (table: string, column: string, referencedTableName: string, onDelete: OnDelete) =>
  new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });

/** createdAt/updatedAt as TypeORM's CreateDateColumn/UpdateDateColumn declare them per driver. */
function timestamps(isMysql: boolean) {
  const now = isMysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
  const precision = isMysql ? { precision: 6 } : {};
  return {
    createdAt: (): Column => ({ name: 'createdAt', type: 'datetime', ...precision, default: now }),
    updatedAt: (): Column => ({
      name: 'updatedAt',
      type: 'datetime',
      ...precision,
      default: now,
      ...(isMysql ? { onUpdate: now } : {}),
    }),
  };
}
type Timestamps = ReturnType<typeof timestamps>;

function financeTables({ createdAt, updatedAt }: Timestamps): Table[] {
  return [
    new Table({
      name: 'chart_of_accounts',
      columns: [
        id(),
        varchar('accountCode', 20),
        varchar('accountName', 150),
        varchar('accountType', 20),
        int('parentAccountId', NULLABLE),
        bool('isActive', true),
        longText('description', NULLABLE),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_chart_of_accounts_accountCode', ['accountCode'])],
      indices: [index('IDX_chart_of_accounts_parentAccountId', ['parentAccountId'])],
      foreignKeys: [foreignKey('chart_of_accounts', 'parentAccountId', 'chart_of_accounts', 'RESTRICT')],
    }),
    new Table({
      name: 'vendors',
      columns: [
        id(),
        varchar('vendorName', 200),
        varchar('contactPerson', 100, NULLABLE),
        varchar('email', 255, NULLABLE),
        varchar('phone', 20, NULLABLE),
        longText('address', NULLABLE),
        varchar('taxId', 30, NULLABLE),
        varchar('paymentTerms', 20, { default: text('net_30') }),
        bool('isActive', true),
        createdAt(),
        updatedAt(),
      ],
    }),
    new Table({
      name: 'invoices',
      columns: [
        id(),
        varchar('invoiceNumber', 30),
        varchar('bookingType', 20, NULLABLE),
        int('bookingId', NULLABLE),
        varchar('guestName', 100),
        varchar('guestEmail', 255, NULLABLE),
        date('issueDate'),
        date('dueDate', NULLABLE),
        money('subtotal'),
        money('taxAmount', { default: 0 }),
        money('totalAmount'),
        varchar('currency', 3, { default: text('USD') }),
        varchar('status', 20, { default: text('draft') }),
        varchar('paymentMethod', 20, NULLABLE),
        date('paymentDate', NULLABLE),
        varchar('paypalOrderId', 50, NULLABLE),
        notes(),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_invoices_invoiceNumber', ['invoiceNumber'])],
      indices: [
        index('IDX_invoices_status', ['status']),
        index('IDX_invoices_issueDate', ['issueDate']),
        index('IDX_invoices_booking', ['bookingType', 'bookingId']),
      ],
    }),
    new Table({
      name: 'invoice_line_items',
      columns: [
        id(),
        int('invoiceId'),
        varchar('description', 255),
        int('quantity', { default: 1 }),
        money('unitPrice'),
        money('lineTotal'),
        createdAt(),
        updatedAt(),
      ],
      indices: [index('IDX_invoice_line_items_invoiceId', ['invoiceId'])],
      foreignKeys: [foreignKey('invoice_line_items', 'invoiceId', 'invoices', 'CASCADE')],
    }),
    new Table({
      name: 'journal_entries',
      columns: [
        id(),
        date('entryDate'),
        varchar('referenceNumber', 50, NULLABLE),
        varchar('description', 255),
        varchar('sourceType', 30, NULLABLE),
        int('sourceId', NULLABLE),
        money('totalAmount'),
        bool('isBalanced', true),
        createdAt(),
      ],
      indices: [
        index('IDX_journal_entries_entryDate', ['entryDate']),
        index('IDX_journal_entries_source', ['sourceType', 'sourceId']),
      ],
    }),
    new Table({
      name: 'journal_entry_lines',
      columns: [
        id(),
        int('journalEntryId'),
        int('accountId'),
        money('debitAmount', { default: 0 }),
        money('creditAmount', { default: 0 }),
        varchar('description', 255, NULLABLE),
        createdAt(),
      ],
      indices: [
        index('IDX_journal_entry_lines_journalEntryId', ['journalEntryId']),
        index('IDX_journal_entry_lines_accountId', ['accountId']),
      ],
      foreignKeys: [
        foreignKey('journal_entry_lines', 'journalEntryId', 'journal_entries', 'CASCADE'),
        foreignKey('journal_entry_lines', 'accountId', 'chart_of_accounts', 'RESTRICT'),
      ],
    }),
    new Table({
      name: 'budgets',
      columns: [
        id(),
        varchar('budgetName', 100),
        int('budgetYear'),
        int('budgetMonth', NULLABLE),
        int('accountId'),
        money('budgetedAmount'),
        money('actualAmount', { default: 0 }),
        money('variance', { default: 0 }),
        notes(),
        createdAt(),
        updatedAt(),
      ],
      indices: [
        index('IDX_budgets_period', ['budgetYear', 'budgetMonth']),
        index('IDX_budgets_accountId', ['accountId']),
      ],
      foreignKeys: [foreignKey('budgets', 'accountId', 'chart_of_accounts', 'RESTRICT')],
    }),
    new Table({
      name: 'expenses',
      columns: [
        id(),
        date('expenseDate'),
        int('vendorId', NULLABLE),
        varchar('vendorName', 200),
        int('accountId'),
        money('amount'),
        varchar('currency', 3, { default: text('Q') }),
        varchar('description', 500),
        varchar('receiptUrl', 500, NULLABLE),
        varchar('category', 50),
        varchar('paymentMethod', 20, { default: text('cash') }),
        varchar('referenceNumber', 50, NULLABLE),
        bool('isRecurring', false),
        varchar('recurringFrequency', 20, NULLABLE),
        money('taxAmount', { default: 0 }),
        notes(),
        staffAccount('createdBy'),
        createdAt(),
        updatedAt(),
      ],
      indices: [
        index('IDX_expenses_expenseDate', ['expenseDate']),
        index('IDX_expenses_vendorId', ['vendorId']),
        index('IDX_expenses_accountId', ['accountId']),
      ],
      foreignKeys: [
        foreignKey('expenses', 'vendorId', 'vendors', 'SET NULL'),
        foreignKey('expenses', 'accountId', 'chart_of_accounts', 'RESTRICT'),
      ],
    }),
  ];
}

function restaurantTables({ createdAt, updatedAt }: Timestamps): Table[] {
  return [
    new Table({
      name: 'menu_categories',
      columns: [
        id(),
        varchar('name', 100),
        longText('description', NULLABLE),
        int('displayOrder', { default: 0 }),
        bool('isActive', true),
        varchar('imageUrl', 500, NULLABLE),
        timeOfDay('availableFrom', NULLABLE),
        timeOfDay('availableUntil', NULLABLE),
        varchar('icon', 16, NULLABLE),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_menu_categories_name', ['name'])],
    }),
    new Table({
      name: 'menu_items',
      columns: [
        id(),
        int('categoryId'),
        varchar('name', 150),
        longText('description', NULLABLE),
        money('price'),
        money('costPrice', NULLABLE),
        int('preparationTime', NULLABLE),
        int('calories', NULLABLE),
        json('allergens'),
        json('dietary'),
        int('spiceLevel', NULLABLE),
        bool('isAvailable', true),
        bool('isPopular', false),
        varchar('imageUrl', 500, NULLABLE),
        int('displayOrder', { default: 0 }),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_menu_items_category_name', ['categoryId', 'name'])],
      foreignKeys: [foreignKey('menu_items', 'categoryId', 'menu_categories', 'RESTRICT')],
    }),
    new Table({
      name: 'menu_modifiers',
      columns: [
        id(),
        int('itemId'),
        varchar('name', 100),
        varchar('type', 20, { default: text('single') }),
        bool('isRequired', false),
        int('displayOrder', { default: 0 }),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_menu_modifiers_item_name', ['itemId', 'name'])],
      foreignKeys: [foreignKey('menu_modifiers', 'itemId', 'menu_items', 'CASCADE')],
    }),
    new Table({
      name: 'modifier_options',
      columns: [
        id(),
        int('modifierId'),
        varchar('name', 100),
        money('priceAdjustment', { default: 0 }),
        bool('isDefault', false),
        int('displayOrder', { default: 0 }),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_modifier_options_modifier_name', ['modifierId', 'name'])],
      foreignKeys: [foreignKey('modifier_options', 'modifierId', 'menu_modifiers', 'CASCADE')],
    }),
    new Table({
      name: 'restaurant_orders',
      columns: [
        id(),
        varchar('orderNumber', 20),
        varchar('clientOrderId', 36, NULLABLE),
        varchar('orderType', 20),
        varchar('status', 20, { default: text('pending') }),
        varchar('customerId', 36, NULLABLE),
        varchar('customerName', 100),
        varchar('customerPhone', 20, NULLABLE),
        varchar('customerEmail', 255, NULLABLE),
        varchar('roomNumber', 30, NULLABLE),
        varchar('tableNumber', 10, NULLABLE),
        money('subtotal'),
        money('taxAmount', { default: 0 }),
        money('serviceCharge', { default: 0 }),
        money('discountAmount', { default: 0 }),
        money('totalAmount'),
        varchar('currency', 3, { default: text('Q') }),
        varchar('paymentStatus', 20, { default: text('pending') }),
        varchar('paymentMethod', 20, NULLABLE),
        varchar('paymentId', 100, NULLABLE),
        longText('specialInstructions', NULLABLE),
        int('estimatedTime', NULLABLE),
        datetime('orderTime'),
        datetime('confirmedAt', NULLABLE),
        datetime('readyAt', NULLABLE),
        datetime('servedAt', NULLABLE),
        createdAt(),
        updatedAt(),
      ],
      uniques: [
        unique('UQ_restaurant_orders_orderNumber', ['orderNumber']),
        unique('UQ_restaurant_orders_clientOrderId', ['clientOrderId']),
      ],
      indices: [
        index('IDX_restaurant_orders_status', ['status']),
        index('IDX_restaurant_orders_orderTime', ['orderTime']),
        index('IDX_restaurant_orders_customerId', ['customerId']),
      ],
      foreignKeys: [foreignKey('restaurant_orders', 'customerId', 'users', 'SET NULL')],
    }),
    new Table({
      name: 'order_items',
      columns: [
        id(),
        int('orderId'),
        int('menuItemId'),
        int('quantity'),
        money('unitPrice'),
        money('totalPrice'),
        longText('specialRequests', NULLABLE),
        varchar('status', 20, { default: text('pending') }),
        createdAt(),
        updatedAt(),
      ],
      indices: [index('IDX_order_items_orderId', ['orderId']), index('IDX_order_items_menuItemId', ['menuItemId'])],
      foreignKeys: [
        foreignKey('order_items', 'orderId', 'restaurant_orders', 'CASCADE'),
        foreignKey('order_items', 'menuItemId', 'menu_items', 'RESTRICT'),
      ],
    }),
    new Table({
      name: 'order_item_modifiers',
      columns: [id(), int('orderItemId'), int('modifierOptionId'), money('priceAdjustment'), createdAt()],
      indices: [
        index('IDX_order_item_modifiers_orderItemId', ['orderItemId']),
        index('IDX_order_item_modifiers_modifierOptionId', ['modifierOptionId']),
      ],
      foreignKeys: [
        foreignKey('order_item_modifiers', 'orderItemId', 'order_items', 'CASCADE'),
        foreignKey('order_item_modifiers', 'modifierOptionId', 'modifier_options', 'RESTRICT'),
      ],
    }),
    new Table({
      name: 'kitchen_stations',
      columns: [
        id(),
        varchar('name', 100),
        longText('description', NULLABLE),
        bool('isActive', true),
        int('displayOrder', { default: 0 }),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_kitchen_stations_name', ['name'])],
    }),
  ];
}

/** Staff come before the kitchen queue, which can assign a queue item to a staff member. */
function staffTables({ createdAt, updatedAt }: Timestamps): Table[] {
  return [
    new Table({
      name: 'staff_members',
      columns: [
        id(),
        varchar('userId', 36, NULLABLE),
        varchar('employeeId', 20),
        varchar('firstName', 100),
        varchar('lastName', 100),
        varchar('email', 255, NULLABLE),
        varchar('phone', 20, NULLABLE),
        varchar('position', 20),
        varchar('department', 20),
        money('hourlyRate', NULLABLE),
        date('hireDate'),
        bool('isActive', true),
        varchar('emergencyContact', 100, NULLABLE),
        varchar('emergencyPhone', 20, NULLABLE),
        notes(),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_staff_members_employeeId', ['employeeId']), unique('UQ_staff_members_userId', ['userId'])],
      indices: [index('IDX_staff_members_department', ['department'])],
      foreignKeys: [foreignKey('staff_members', 'userId', 'users', 'SET NULL')],
    }),
    new Table({
      name: 'staff_schedules',
      columns: [
        id(),
        int('staffId'),
        date('scheduleDate'),
        timeOfDay('shiftStart'),
        timeOfDay('shiftEnd'),
        varchar('position', 20, NULLABLE),
        varchar('status', 20, { default: text('scheduled') }),
        notes(),
        staffAccount('createdBy'),
        createdAt(),
        updatedAt(),
      ],
      indices: [
        index('IDX_staff_schedules_scheduleDate', ['scheduleDate']),
        index('IDX_staff_schedules_staff_date', ['staffId', 'scheduleDate']),
      ],
      foreignKeys: [foreignKey('staff_schedules', 'staffId', 'staff_members', 'CASCADE')],
    }),
    new Table({
      name: 'time_tracking',
      columns: [
        id(),
        int('staffId'),
        datetime('clockIn'),
        datetime('clockOut', NULLABLE),
        datetime('breakStart', NULLABLE),
        datetime('breakEnd', NULLABLE),
        money('totalHours', NULLABLE),
        money('hourlyRate', NULLABLE),
        money('totalPay', NULLABLE),
        varchar('position', 20, NULLABLE),
        notes(),
        staffAccount('approvedBy'),
        datetime('approvedAt', NULLABLE),
        createdAt(),
        updatedAt(),
      ],
      indices: [
        index('IDX_time_tracking_staff_clockIn', ['staffId', 'clockIn']),
        index('IDX_time_tracking_clockIn', ['clockIn']),
      ],
      foreignKeys: [foreignKey('time_tracking', 'staffId', 'staff_members', 'RESTRICT')],
    }),
  ];
}

function kitchenQueueTable({ createdAt, updatedAt }: Timestamps): Table {
  return new Table({
    name: 'kitchen_queue',
    columns: [
      id(),
      int('orderItemId'),
      int('stationId', NULLABLE),
      int('assignedStaffId', NULLABLE),
      varchar('priority', 10, { default: text('normal') }),
      varchar('status', 20, { default: text('pending') }),
      int('estimatedTime', NULLABLE),
      int('actualTime', NULLABLE),
      datetime('startedAt', NULLABLE),
      datetime('completedAt', NULLABLE),
      notes(),
      createdAt(),
      updatedAt(),
    ],
    indices: [
      index('IDX_kitchen_queue_orderItemId', ['orderItemId']),
      index('IDX_kitchen_queue_station_status', ['stationId', 'status']),
      index('IDX_kitchen_queue_status', ['status']),
      index('IDX_kitchen_queue_assignedStaffId', ['assignedStaffId']),
    ],
    foreignKeys: [
      foreignKey('kitchen_queue', 'orderItemId', 'order_items', 'CASCADE'),
      foreignKey('kitchen_queue', 'stationId', 'kitchen_stations', 'SET NULL'),
      foreignKey('kitchen_queue', 'assignedStaffId', 'staff_members', 'SET NULL'),
    ],
  });
}

function inventoryTables({ createdAt, updatedAt }: Timestamps): Table[] {
  return [
    new Table({
      name: 'inventory_categories',
      columns: [id(), varchar('name', 100), longText('description', NULLABLE), createdAt(), updatedAt()],
      uniques: [unique('UQ_inventory_categories_name', ['name'])],
    }),
    new Table({
      name: 'inventory_items',
      columns: [
        id(),
        int('categoryId', NULLABLE),
        varchar('name', 150),
        varchar('sku', 50),
        varchar('unit', 10),
        quantity('currentStock', { default: 0 }),
        quantity('minimumStock', { default: 0 }),
        quantity('maximumStock', NULLABLE),
        money('unitCost', NULLABLE),
        int('supplierId', NULLABLE),
        date('expiryDate', NULLABLE),
        varchar('location', 100, NULLABLE),
        bool('isActive', true),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_inventory_items_sku', ['sku'])],
      indices: [
        index('IDX_inventory_items_categoryId', ['categoryId']),
        index('IDX_inventory_items_supplierId', ['supplierId']),
        index('IDX_inventory_items_expiryDate', ['expiryDate']),
      ],
      foreignKeys: [
        foreignKey('inventory_items', 'categoryId', 'inventory_categories', 'SET NULL'),
        foreignKey('inventory_items', 'supplierId', 'vendors', 'SET NULL'),
      ],
    }),
    new Table({
      name: 'stock_movements',
      columns: [
        id(),
        int('inventoryItemId'),
        varchar('movementType', 20),
        quantity('quantity'),
        money('unitCost', NULLABLE),
        money('totalCost', NULLABLE),
        varchar('reason', 255, NULLABLE),
        varchar('referenceId', 50, NULLABLE),
        varchar('referenceType', 30, NULLABLE),
        notes(),
        staffAccount('performedBy'),
        createdAt(),
      ],
      indices: [
        index('IDX_stock_movements_item_createdAt', ['inventoryItemId', 'createdAt']),
        index('IDX_stock_movements_reference', ['referenceType', 'referenceId']),
      ],
      foreignKeys: [foreignKey('stock_movements', 'inventoryItemId', 'inventory_items', 'RESTRICT')],
    }),
    new Table({
      name: 'recipe_ingredients',
      columns: [
        id(),
        int('menuItemId'),
        int('inventoryItemId'),
        quantity('quantityNeeded'),
        varchar('unit', 10),
        money('costPerUnit', NULLABLE),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_recipe_ingredients_menuItem_inventoryItem', ['menuItemId', 'inventoryItemId'])],
      indices: [index('IDX_recipe_ingredients_inventoryItemId', ['inventoryItemId'])],
      foreignKeys: [
        foreignKey('recipe_ingredients', 'menuItemId', 'menu_items', 'CASCADE'),
        foreignKey('recipe_ingredients', 'inventoryItemId', 'inventory_items', 'RESTRICT'),
      ],
    }),
  ];
}

function loyaltyAndAnalyticsTables({ createdAt, updatedAt }: Timestamps): Table[] {
  return [
    new Table({
      name: 'loyalty_program',
      columns: [
        id(),
        varchar('customerId', 36, NULLABLE),
        varchar('membershipNumber', 20),
        varchar('membershipTier', 20, { default: text('bronze') }),
        int('totalPoints', { default: 0 }),
        money('totalSpent', { default: 0 }),
        int('totalVisits', { default: 0 }),
        datetime('lastVisit', NULLABLE),
        date('joinDate'),
        bool('isActive', true),
        notes(),
        createdAt(),
        updatedAt(),
      ],
      uniques: [
        unique('UQ_loyalty_program_membershipNumber', ['membershipNumber']),
        unique('UQ_loyalty_program_customerId', ['customerId']),
      ],
      foreignKeys: [foreignKey('loyalty_program', 'customerId', 'users', 'SET NULL')],
    }),
    new Table({
      name: 'loyalty_transactions',
      columns: [
        id(),
        int('loyaltyId'),
        int('orderId', NULLABLE),
        varchar('transactionType', 20),
        int('pointsChanged'),
        varchar('description', 255, NULLABLE),
        createdAt(),
      ],
      indices: [
        index('IDX_loyalty_transactions_loyaltyId', ['loyaltyId']),
        index('IDX_loyalty_transactions_orderId', ['orderId']),
      ],
      foreignKeys: [
        foreignKey('loyalty_transactions', 'loyaltyId', 'loyalty_program', 'CASCADE'),
        foreignKey('loyalty_transactions', 'orderId', 'restaurant_orders', 'SET NULL'),
      ],
    }),
    new Table({
      name: 'sales_analytics',
      columns: [
        id(),
        date('analyticsDate'),
        varchar('periodType', 10),
        int('totalOrders', { default: 0 }),
        money('totalRevenue', { default: 0 }),
        money('averageOrderValue', { default: 0 }),
        int('topSellingItemId', NULLABLE),
        int('topSellingItemQuantity', NULLABLE),
        int('totalCustomers', { default: 0 }),
        int('newCustomers', { default: 0 }),
        int('peakHour', NULLABLE),
        json('orderTypeBreakdown', NULLABLE),
        json('paymentMethodBreakdown', NULLABLE),
        createdAt(),
        updatedAt(),
      ],
      uniques: [unique('UQ_sales_analytics_date_period', ['analyticsDate', 'periodType'])],
      indices: [index('IDX_sales_analytics_topSellingItemId', ['topSellingItemId'])],
      foreignKeys: [foreignKey('sales_analytics', 'topSellingItemId', 'menu_items', 'SET NULL')],
    }),
  ];
}

/** Tables in creation order (referenced tables first); `down` drops them in reverse. */
function backOfficeTables(isMysql: boolean): Table[] {
  const columns = timestamps(isMysql);
  return [
    ...financeTables(columns),
    ...restaurantTables(columns),
    ...staffTables(columns),
    kitchenQueueTable(columns),
    ...inventoryTables(columns),
    ...loyaltyAndAnalyticsTables(columns),
  ];
}

export class BackOfficeSchema1763800100000 implements MigrationInterface {
  name = 'BackOfficeSchema1763800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of backOfficeTables(isMysql(queryRunner))) {
      await queryRunner.createTable(table, true);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // SQLite empties a table before dropping it, and the RESTRICT self-reference would refuse to
    // delete a parent account while its sub-accounts still point at it: unlink them first.
    if (await queryRunner.hasTable('chart_of_accounts')) {
      await queryRunner.query('UPDATE chart_of_accounts SET parentAccountId = NULL');
    }
    for (const table of backOfficeTables(isMysql(queryRunner)).reverse()) {
      await queryRunner.dropTable(table.name, true);
    }
  }
}

function isMysql(queryRunner: QueryRunner): boolean {
  const type = queryRunner.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}
