import { defineMessages } from '../i18n/messageTree';

/** A room stay's folio: charging a meal to the room at the till, and the folio at the desk. */
export const folioMessages = defineMessages(
  'folio',
  {
    charge: {
      open: 'Charge to room',
      stay: 'In-house stay',
      search: 'Room or guest name',
      none: 'No guest is checked in today.',
      confirm: 'Charge %{total} to room',
      charged: 'Charged to %{room} · %{guest} (%{reference}): %{amount}',
      failed: 'The meal could not be charged to the room.',
      back: 'Back',
    },
    view: {
      title: 'Folio',
      loading: 'Reading the folio…',
      nights: 'Nights',
      meal: 'Order %{number} · %{date}',
      mealQuetzales: '%{quetzales} at Q %{rate}',
      payment: 'Payment · %{method}',
      refund: 'Refund',
      balance: 'Balance due',
      settleFirst: 'Ask the guest to settle %{amount} before checking out.',
      settled: 'Settled',
    },
  },
  {
    charge: {
      open: 'Cargar a la habitación',
      stay: 'Huésped hospedado',
      search: 'Habitación o nombre del huésped',
      none: 'Hoy no hay huéspedes con check-in.',
      confirm: 'Cargar %{total} a la habitación',
      charged: 'Cargado a %{room} · %{guest} (%{reference}): %{amount}',
      failed: 'No se pudo cargar el consumo a la habitación.',
      back: 'Volver',
    },
    view: {
      title: 'Cuenta de la estadía',
      loading: 'Leyendo la cuenta…',
      nights: 'Noches',
      meal: 'Pedido %{number} · %{date}',
      mealQuetzales: '%{quetzales} a Q %{rate}',
      payment: 'Pago · %{method}',
      refund: 'Reembolso',
      balance: 'Saldo pendiente',
      settleFirst: 'Pida al huésped que pague %{amount} antes del check-out.',
      settled: 'Pagado',
    },
  },
);
