import { INVOICE_BOOKING_TYPES, INVOICE_STATUSES, INVOICE_TYPES, PAYMENT_METHODS } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { InvoiceLineItem } from './invoice-line-item.entity.js';
import { Invoice } from './invoice.entity.js';

/**
 * Invoices in the generic grid are read-only (nobody writes them there, see ADMIN_RESOURCES):
 * numbers and totals come from /api/invoices and the Invoices screen. The tax lines are a list
 * the grid cannot show; their sums are columns of their own.
 */
export const INVOICES_ADMIN_RESOURCES = {
  invoices: {
    entity: Invoice,
    // Its own columns before the tax sums it inherits (SoldTaxColumns).
    leadingColumns: ['id', 'invoiceNumber', 'invoiceType', 'status', 'issueDate', 'guestName', 'totalAmount'],
    hidden: ['taxes'],
    choices: {
      status: INVOICE_STATUSES,
      invoiceType: INVOICE_TYPES,
      bookingType: INVOICE_BOOKING_TYPES,
      paymentMethod: PAYMENT_METHODS,
    },
  },
  'invoice-line-items': { entity: InvoiceLineItem },
} satisfies AdminResourceDefinitions;
