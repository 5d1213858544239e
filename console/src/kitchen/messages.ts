import { defineMessages } from '../i18n/messageTree';

/** The kitchen display and the words the POS borrows from it (where a dish goes). */
export const kitchenMessages = defineMessages(
  'kitchen',
  {
    title: 'Kitchen display',
    station: 'Station',
    allStations: 'All stations',
    stationCount: '%{name} (%{count})',
    noTickets: 'No tickets.',
    loading: 'the kitchen queue',
    offline:
      'Offline · last update %{time}. These tickets may be out of date; the screen catches up by itself when the connection returns.',
    age: 'Age',
    newTicket: 'New',
    sound: {
      on: 'Sound on',
      off: 'Sound off',
      hint: 'Tap to hear a tone when a ticket arrives',
    },
    status: {
      pending: 'Pending',
      preparing: 'Preparing',
      ready: 'Ready',
      served: 'Served',
      cancelled: 'Cancelled',
    },
    step: {
      preparing: 'Start preparing',
      ready: 'Mark ready',
      served: 'Mark served',
    },
    destination: {
      table: 'Table %{number}',
      room: 'Room %{number}',
      takeaway: 'Takeaway',
      delivery: 'Delivery',
      room_service: 'Room service',
      dine_in: 'Dine in',
    },
  },
  {
    title: 'Pantalla de cocina',
    station: 'Estación',
    allStations: 'Todas las estaciones',
    stationCount: '%{name} (%{count})',
    noTickets: 'No hay comandas.',
    loading: 'las comandas',
    offline:
      'Sin conexión · última actualización %{time}. Estas comandas pueden estar desactualizadas; la pantalla se pone al día sola cuando vuelva la conexión.',
    age: 'Tiempo',
    newTicket: 'Nueva',
    sound: {
      on: 'Sonido activado',
      off: 'Sonido desactivado',
      hint: 'Toque para oír un tono cuando llegue una comanda',
    },
    status: {
      pending: 'Pendiente',
      preparing: 'En preparación',
      ready: 'Lista',
      served: 'Servida',
      cancelled: 'Anulada',
    },
    step: {
      preparing: 'Empezar a preparar',
      ready: 'Marcar lista',
      served: 'Marcar servida',
    },
    destination: {
      table: 'Mesa %{number}',
      room: 'Habitación %{number}',
      takeaway: 'Para llevar',
      delivery: 'A domicilio',
      room_service: 'Servicio a la habitación',
      dine_in: 'Comer aquí',
    },
  },
);
