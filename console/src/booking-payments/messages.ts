import { defineMessages } from '../i18n/messageTree';

/** Retrying a refund the payment provider refused or never answered. */
export const bookingPaymentMessages = defineMessages(
  'bookingPayments',
  {
    retryRefund: 'Retry refund',
    refusedAgain: 'The provider refused again: %{reason}',
    noReasonGiven: 'no reason given',
    refundMade: 'Refund made.',
    refundSent: 'Refund sent; the provider is processing it.',
    retryFailed: 'The refund could not be retried.',
  },
  {
    retryRefund: 'Reintentar reembolso',
    refusedAgain: 'El procesador de pagos lo rechazó de nuevo: %{reason}',
    noReasonGiven: 'sin motivo indicado',
    refundMade: 'Reembolso realizado.',
    refundSent: 'Reembolso enviado; el procesador de pagos lo está tramitando.',
    retryFailed: 'No se pudo reintentar el reembolso.',
  },
);
