import { defineMessages } from '../i18n/messageTree';

/** Rooms today: each room's day and its housekeeping. */
export const roomsTodayMessages = defineMessages(
  'roomsToday',
  {
    title: 'Rooms today',
    loading: 'the rooms',
    empty: 'No active rooms.',
    state: {
      vacant: 'Vacant',
      arriving: 'Arriving today',
      occupied: 'In house',
      departing: 'Departing today',
    },
    housekeeping: {
      label: 'Housekeeping:',
      dirty: 'Dirty',
      clean: 'Clean',
      inspected: 'Inspected',
      by: 'by %{name}',
    },
    mark: {
      dirty: 'Mark dirty',
      clean: 'Mark clean',
      inspected: 'Mark inspected',
      label: '%{action}: %{room}',
    },
    noGuest: 'No guest today',
    nextArrival: 'Then arriving: %{guest} · %{reference}',
  },
  {
    title: 'Habitaciones hoy',
    loading: 'las habitaciones',
    empty: 'No hay habitaciones activas.',
    state: {
      vacant: 'Desocupada',
      arriving: 'Llegada hoy',
      occupied: 'Ocupada',
      departing: 'Salida hoy',
    },
    housekeeping: {
      label: 'Limpieza:',
      dirty: 'Sucia',
      clean: 'Limpia',
      inspected: 'Inspeccionada',
      by: 'por %{name}',
    },
    mark: {
      dirty: 'Marcar sucia',
      clean: 'Marcar limpia',
      inspected: 'Marcar inspeccionada',
      label: '%{action}: %{room}',
    },
    noGuest: 'Sin huésped hoy',
    nextArrival: 'Luego llega: %{guest} · %{reference}',
  },
);
