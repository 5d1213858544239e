import { defineMessages } from '../i18n/messageTree';

/** Sauna sessions and event tickets at the desk (their shared wording is roomDesk's). */
export const sessionDeskMessages = defineMessages(
  'sessionDesk',
  {
    atTheDesk: 'At the desk',
    loading: 'this booking',
    status: { attended: 'Attended' },
    payment: {
      online: 'Paid online · %{amount} refundable',
      atDesk: 'Paid at the desk',
    },
    facts: {
      booking: 'Booking',
      when: 'When',
      whenValue: '%{date} at %{time}',
      tickets: 'Tickets',
    },
    outsidePolicy: 'Outside the cancellation policy: say why.',
    reason: 'Reason',
    actions: {
      attended: 'Attended',
      changeDate: 'Change date',
    },
    notices: {
      cancelled: 'Booking cancelled',
      moved: 'Booking moved',
      paid: 'Payment recorded',
      attended: 'Marked attended',
      noShow: 'No-show recorded',
    },
    move: {
      newDate: 'New date',
      newTime: 'New time',
      newSession: 'New session',
      spotsLeft: '%{smart_count} spot left |||| %{smart_count} spots left',
      saunaTaken: 'The sauna is taken then.',
      noSeats: 'Not enough seats left in that session.',
      moreToPay: '%{amount} more to pay.',
    },
  },
  {
    atTheDesk: 'En recepción',
    loading: 'esta reserva',
    status: { attended: 'Asistió' },
    payment: {
      online: 'Pagada en línea · %{amount} reembolsables',
      atDesk: 'Pagada en recepción',
    },
    facts: {
      booking: 'Reserva',
      when: 'Cuándo',
      whenValue: '%{date} a las %{time}',
      tickets: 'Entradas',
    },
    outsidePolicy: 'Fuera de la política de cancelación: indique el motivo.',
    reason: 'Motivo',
    actions: {
      attended: 'Asistió',
      changeDate: 'Cambiar fecha',
    },
    notices: {
      cancelled: 'Reserva cancelada',
      moved: 'Reserva movida',
      paid: 'Pago registrado',
      attended: 'Asistencia registrada',
      noShow: 'Inasistencia registrada',
    },
    move: {
      newDate: 'Nueva fecha',
      newTime: 'Nueva hora',
      newSession: 'Nueva sesión',
      spotsLeft: 'queda %{smart_count} lugar |||| quedan %{smart_count} lugares',
      saunaTaken: 'La sauna está ocupada a esa hora.',
      noSeats: 'No quedan suficientes lugares en esa sesión.',
      moreToPay: 'Quedan %{amount} por pagar.',
    },
  },
);
