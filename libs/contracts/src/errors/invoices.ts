import type { ErrorText } from './error-text.js';

/** Refusals of invoices and credit notes. */
export const INVOICE_ERRORS = {
  /** 404 */
  'invoices.notFound': { en: 'Invoice not found.', es: 'Factura no encontrada.' },
  /** 404: no room stay with that reference, or no order with that number. */
  'invoices.sourceNotFound': {
    en: 'There is no booking or order with that number.',
    es: 'No hay reserva ni pedido con ese número.',
  },
  /** 409: only confirmed stays and paid orders are invoiced. */
  'invoices.sourceNotInvoiceable': {
    en: 'Only confirmed stays and paid orders can be invoiced.',
    es: 'Solo se facturan estadías confirmadas y pedidos pagados.',
  },
  /** 409: the sale already has an invoice that is not void. */
  'invoices.alreadyInvoiced': {
    en: 'This sale already has invoice {number}.',
    es: 'Esta venta ya tiene la factura {number}.',
  },
  /** 409: the move asked for is not one from the invoice's status (e.g. voiding a draft). */
  'invoices.wrongStatus': {
    en: 'An invoice that is {status} cannot be changed that way.',
    es: 'Una factura en estado {status} no se puede cambiar así.',
  },
  /** 409: marked paid while the sale it bills is not paid yet. */
  'invoices.sourceUnpaid': {
    en: 'The sale this invoice bills has not been paid yet.',
    es: 'La venta de esta factura aún no está pagada.',
  },
  /** 409: a mail asked for with no address on the invoice and none given. */
  'invoices.noEmail': {
    en: 'This invoice has no e-mail address; give one.',
    es: 'Esta factura no tiene correo electrónico; indique uno.',
  },
} as const satisfies Record<`invoices.${string}`, ErrorText>;

export type InvoiceErrorCode = keyof typeof INVOICE_ERRORS;
