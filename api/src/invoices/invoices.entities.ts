import { InvoiceLineItem } from './invoice-line-item.entity.js';
import { InvoiceNumberCounter } from './invoice-number-counter.entity.js';
import { Invoice } from './invoice.entity.js';

/** Invoices and credit notes, their lines, and the counters that number them. */
export const INVOICES_ENTITIES = [Invoice, InvoiceLineItem, InvoiceNumberCounter];
