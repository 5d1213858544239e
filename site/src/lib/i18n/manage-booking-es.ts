/** Textos en español de las páginas de la reserva del huésped; mismas claves que `manage-booking-en.ts`. */
import { REFUND_BUSINESS_DAYS } from '@lakeside/contracts';
import type { manageBookingEn } from './manage-booking-en';
import type { Texts } from './texts-type';

const REFUND_ARRIVES = `Le llega en un plazo de ${REFUND_BUSINESS_DAYS.min} a ${REFUND_BUSINESS_DAYS.max} días hábiles.`;

export const manageBookingEs: Texts<typeof manageBookingEn> = {
  title: 'Su reserva',
  description: 'Su reserva en Lakeside: lo que reservó, sus pagos y cómo cancelarla.',
  reference: 'Reserva {reference}',
  greeting: 'Hola, {name}. Aquí está su reserva; guarde este enlace para volver a ella.',
  statusTitle: 'Estado',
  status: {
    held: 'Pago pendiente',
    confirmed: 'Confirmada',
    cancelled: 'Cancelada',
    expired: 'Vencida',
  },
  statusText: {
    held: 'Le guardamos esta reserva mientras se completa el pago.',
    confirmed: 'Todo está listo para usted.',
    cancelled: 'Esta reserva está cancelada.',
    expired: 'Esta reserva venció antes de pagarse, así que no se reservó nada.',
  },
  details: {
    title: 'Lo que reservó',
    checkin: 'Llegada',
    checkout: 'Salida',
    date: 'Fecha',
    time: 'Hora',
    guests: 'Huéspedes',
    tickets: 'Entradas',
    people: 'Personas',
  },
  payment: {
    title: 'Pago',
    total: 'Total',
    paidOnline: 'Pagado en línea',
    payAtRetreat: 'Paga en el retiro',
    capture: {
      completed: 'Pagó {amount} el {date}',
      pending: 'El pago de {amount} se está procesando',
      failed: 'El pago de {amount} no se completó',
    },
    refund: {
      completed: 'Reembolsamos {amount} el {date}',
      pending: 'Reembolso de {amount} en camino',
      failed: 'El reembolso de {amount} está demorado',
    },
    refundArrives: REFUND_ARRIVES,
    refundDelayed: 'Nuestro equipo ya lo sabe y lo completará. Escríbanos si tiene alguna pregunta.',
  },
  cancellation: {
    title: 'Cancelación',
    freeUntil: 'Cancelación gratuita hasta el {date} a {time} (hora de Guatemala).',
    freeEnded: 'El plazo de cancelación gratuita terminó el {date} a {time} (hora de Guatemala).',
    refundNow: `Si cancela ahora, le reembolsamos el total de {amount} por el mismo medio de pago. ${REFUND_ARRIVES}`,
    keptNow:
      'Si cancela ahora, el retiro se queda con lo que pagó ({amount}): el plazo de cancelación gratuita terminó el {date} a {time} (hora de Guatemala).',
    keptNoTerms:
      'Si cancela ahora, no se reembolsa nada automáticamente: esta reserva se hizo antes de nuestras condiciones de cancelación en línea. Escríbanos antes si espera un reembolso.',
    nothingToRefund: 'No ha pagado nada en línea, así que no hay nada que reembolsar.',
    notCancellable: 'Esta reserva ya no se puede cancelar en línea. Si cambian sus planes, escríbanos.',
    cancel: 'Cancelar reserva',
    confirmTitle: '¿Cancelar esta reserva?',
    confirm: 'Sí, cancelar mi reserva',
    keep: 'Conservar mi reserva',
    cancelledTitle: 'Su reserva está cancelada',
    cancelledRefund: `Le estamos reembolsando {amount}. ${REFUND_ARRIVES}`,
    cancelledKept: 'El retiro se queda con lo pagado, porque el plazo de cancelación gratuita había terminado.',
    cancelledNothingPaid: 'No se pagó nada en línea, así que no hay nada que reembolsar.',
    failedTitle: 'Su reserva no se canceló',
    failed: 'No pudimos cancelarla en este momento. Inténtelo de nuevo en un momento o escríbanos.',
  },
  help: '¿Preguntas sobre su reserva?',
  writeToUs: 'Escríbanos',
  notFound: {
    title: 'No encontramos esta reserva',
    text: 'Puede que el enlace esté incompleto, que un correo más reciente lo haya reemplazado o que ya no sea válido después de su estadía. Ingrese su correo y la referencia de su reserva y le enviaremos un enlace nuevo.',
  },
  unavailable: {
    title: 'No podemos mostrar su reserva en este momento',
    text: 'Inténtelo de nuevo en unos minutos. Su reserva no se ve afectada.',
  },
  find: {
    title: 'Encontrar mi reserva',
    description:
      '¿Perdió el correo con el enlace de su reserva? Pida uno nuevo con su correo y la referencia de la reserva.',
    heroText: '¿Perdió el correo con el enlace de su reserva? Le enviamos uno nuevo.',
  },
  findForm: {
    title: 'Enviarme un enlace nuevo',
    intro: 'Ingrese el correo con el que reservó y la referencia de su correo de confirmación.',
    email: 'Correo electrónico',
    reference: 'Referencia de la reserva',
    referenceHint: 'Por ejemplo R-4K7M-Q2XP.',
    submit: 'Enviarme un enlace nuevo',
    sending: 'Enviando...',
    sentTitle: 'Revise su correo',
    sent: 'Si los datos coinciden con una reserva, le enviamos un enlace nuevo. Puede tardar unos minutos en llegar; revise también la carpeta de correo no deseado.',
    failedTitle: 'No pudimos enviar su solicitud',
    failed: 'Inténtelo de nuevo en un momento.',
    fixErrors: 'Revise los campos marcados.',
  },
};
